// `npm run bench`: how fast a list page shows its rows, loaded by its URL (in a new renderer
// process, and reloaded in its tab) and opened from the side menu (of another list, and of the
// dashboard a user lands on after signing in), and how much JavaScript the login screen loads,
// on the full demo data (issue #4's targets, and #9's). The list loaded by its URL is also
// measured against a bare page at the same address, and against a page of the stack alone,
// loads taking turns, so the figures are ratios to what this machine can do, with and without
// the product's framework.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { employeeModule } from '../generated/modules/employee.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts';
import { STORAGE_KEYS } from '../src/core/storage.ts';
import { deferredTablePickers } from '../vite.config.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LIST_PATH = '/tenaga-kerja/employee';
const LIST_MENU_NAME = 'Daftar Tenaga Kerja';
const OTHER_LIST_PATH = '/unit-operasi/equipments';
const DASHBOARD_PATH = '/dashboard/dashboard-summary';
const DASHBOARD_HEADING = 'Ringkasan';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Times every page RUNS + 2 times, the first two of each left out, the pages taking turns and
 * each first in a run as often, so a machine whose speed drifts weighs on all alike.
 */
async function takeTurns(pages: [Page, number[]][], time: (on: Page) => Promise<number>): Promise<void> {
  for (let run = 0; run < RUNS + 2; run += 1) {
    const first = run % pages.length;
    for (const [on, into] of [...pages.slice(first), ...pages.slice(0, first)]) {
      const ms = await time(on);
      if (run >= 2) into.push(ms);
    }
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The timeline's own categories: what the CPU figure has always been read from. */
const TIMELINE = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * The complete events of the page's main thread while `navigate` ran, from a Chromium trace of
 * `categories`: the renderer's thread that runs the page's scripts and spends the most in tasks.
 */
async function traceMainThread(browser: Browser, page: Page, navigate: () => Promise<void>, categories: string[]): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories });
  await navigate();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const scriptThreads = new Set(traceEvents.filter((event) => event.name === 'FunctionCall' || event.name === 'ParseHTML').map(thread));
  const cpu = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.ph === 'X' && event.name === 'RunTask' && scriptThreads.has(thread(event))) cpu.set(thread(event), (cpu.get(thread(event)) ?? 0) + (event.tdur ?? 0));
  }
  const main = [...cpu].sort((a, b) => b[1] - a[1])[0]?.[0];
  return traceEvents.filter((event) => event.ph === 'X' && thread(event) === main);
}

/**
 * The CPU time the page's main thread spent in tasks (each task's thread duration). Unlike
 * the wall time it counts no wait for the cores, so two runs on a machine busy with other work
 * can still be compared.
 */
const cpuMsOf = (events: TraceEvent[]) => events.filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000;

const WORK_KINDS = ['compiling', 'running scripts', 'style and layout', 'painting', 'collecting garbage', 'other'] as const;
type WorkKind = (typeof WORK_KINDS)[number];

function workKindOf(name: string): WorkKind {
  if (/^V8\.(Parse|PreParse|Compile|CollectSourcePositions)/.test(name)) return 'compiling';
  if (/^V8\.GC|^(Minor|Major)GC$/.test(name)) return 'collecting garbage';
  if (/^(FunctionCall|EvaluateScript|v8\.evaluateModule|v8\.callFunction|v8\.run|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks)$/.test(name)) return 'running scripts';
  if (/recalcStyle|UpdateLayoutTree|performLayout|rebuildLayoutTree|^Layout$/.test(name)) return 'style and layout';
  if (/Paint|^Commit$|CompositingInputs/.test(name)) return 'painting';
  return 'other';
}

/**
 * The main thread's CPU time by the kind of work, each event counted for its own time, without
 * the events within it: V8's compiling of a function as it first runs happens inside the script
 * that calls it, a layout that a script forces inside the script.
 */
function cpuMsByKind(events: TraceEvent[]): Map<WorkKind, number> {
  const byKind = new Map<WorkKind, number>(WORK_KINDS.map((kind) => [kind, 0]));
  const open: { event: TraceEvent; within: number }[] = [];
  const closeUntil = (ts: number) => {
    for (let top = open.at(-1); top && top.event.ts + (top.event.dur ?? 0) <= ts; top = open.at(-1)) {
      open.pop();
      const kind = workKindOf(top.event.name);
      byKind.set(kind, byKind.get(kind)! + ((top.event.tdur ?? 0) - top.within) / 1000);
      const parent = open.at(-1);
      if (parent) parent.within += top.event.tdur ?? 0;
    }
  };
  for (const event of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    closeUntil(event.ts);
    open.push({ event, within: 0 });
  }
  closeUntil(Infinity);
  return byKind;
}

/**
 * The bench's bare limit for a list page: one small script and no framework, at the list's
 * address on a server of the product's own, that asks the API for the same page of 20 with
 * the stored token and writes the columns the list shows into a table. What is left of the
 * product's time above it is the product's own work.
 */
function writeBareClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'));
  mkdirSync(path.join(dir, 'assets'));
  const columns = employeeModule.fields.filter((field) => field.list?.show).map((field) => field.list?.view_data ?? field.id);
  const sort = employeeModule.sort ?? { sort_by: 'created_at', sort: 'DESC' };
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="id"><head><meta charset="UTF-8"><title>bare</title><script src="/assets/bare.js" defer></script></head><body><table><tbody></tbody></table></body></html>');
  writeFileSync(
    path.join(dir, 'assets', 'bare.js'),
    `const columns = ${JSON.stringify(columns)};
const read = (row, key) => key.split('.').reduce((value, part) => (value == null ? value : value[part]), row);
fetch('/api/employee/list?page=1&limit=20&sort_by=${sort.sort_by}&sort=${sort.sort}', {
  headers: { Authorization: 'Bearer ' + localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)}), 'X-Requested-With': 'XMLHttpRequest' },
})
  .then((response) => response.json())
  .then(({ data }) => {
    const body = document.querySelector('tbody');
    for (const row of data) {
      const tr = document.createElement('tr');
      for (const key of columns) tr.appendChild(document.createElement('td')).textContent = String(read(row, key) ?? '-');
      body.appendChild(tr);
    }
  });
`,
  );
  return dir;
}

/**
 * The bench's limit for the product's framework: scripts/bench-stack-page, React, MUI and
 * material-react-table drawing the same page of 20 as the list does, and no app code, built by
 * Vite as the product is (material-react-table's pickers deferred alike) and pre-compressed.
 */
async function buildStackClient(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-stack-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('bench-stack-page', import.meta.url)),
    logLevel: 'warn',
    plugins: [react(), deferredTablePickers()],
    build: { outDir: dir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  const compress = spawnSync('node', ['scripts/precompress.mjs', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (compress.status !== 0) throw new Error('pre-compressing the stack page failed');
  return dir;
}

async function listenOn(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A context of the bare page's server, holding a token of the same user. */
async function bareContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 850 } });
  const login = await context.request.post('/api/login', { data: { username: 'superadmin', password: 'Demo#2026' } });
  const { token } = (await login.json()) as { token: string };
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.token, token] as const);
  return context;
}

async function main() {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('vite build failed');

  const seedStart = performance.now();
  const config = loadConfig({ SEED_DEMO: '1', DEMO_SCALE: 'full', LOG_LEVEL: 'error' });
  const db = await openDatabase({});
  await prepareDatabase(db, config);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const app = await buildApp({ config, db });
  const base = await listenOn(app);
  const bareDir = writeBareClient();
  const bareApp = await buildApp({ config, db, clientDir: bareDir });
  const bareBase = await listenOn(bareApp);
  const stackDir = await buildStackClient();
  const stackApp = await buildApp({ config, db, clientDir: stackDir });
  const stackBase = await listenOn(stackApp);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    // The login screen's JavaScript, as gzip would send it.
    const loginContext = await browser.newContext({ baseURL: base });
    const loginPage = await loginContext.newPage();
    // A body is read from the browser after its response event: the sum waits for every one.
    const bodies: Promise<Buffer>[] = [];
    loginPage.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await loginPage.goto('/login', { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    const rawBytes = scripts.reduce((sum, body) => sum + body.length, 0);
    const gzipBytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    await loginContext.close();

    // Navigation to a rendered list page, signed in, repeated.
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    const signIn = async (on: Page) => {
      await on.goto('/login');
      await on.getByLabel('Username atau Email').fill('superadmin');
      await on.getByLabel('Kata Sandi', { exact: true }).fill('Demo#2026');
      await on.getByRole('button', { name: 'Masuk', exact: true }).click();
      await on.waitForURL((url) => /^\/[^/]+\/[^/]+/.test(url.pathname));
    };
    await signIn(page);
    const rowsDrawn = (on: Page = page) => on.locator('table tbody tr td').nth(2).waitFor();
    const openList = async (on: Page = page) => {
      await on.goto(LIST_PATH);
      await rowsDrawn(on);
    };
    const barePage = await (await bareContext(browser, bareBase)).newPage();
    const stackPage = await (await bareContext(browser, stackBase)).newPage();
    const times: number[] = [];
    const bareTimes: number[] = [];
    const stackTimes: number[] = [];
    const reloadTimes: number[] = [];
    const bareReloadTimes: number[] = [];
    const stackReloadTimes: number[] = [];
    // Each load starts from about:blank: Chromium gives every such load a renderer process of its
    // own, whose V8 has compiled none of the page's code, as in a tab just opened.
    await takeTurns(
      [
        [page, times],
        [barePage, bareTimes],
        [stackPage, stackTimes],
      ],
      async (on) => {
        await on.goto('about:blank');
        const start = performance.now();
        await openList(on);
        return performance.now() - start;
      },
    );
    // A reload stays in the tab's process, whose V8 has compiled the page's code before, as when
    // a user presses F5 or enters an address in a tab where the app is open.
    await takeTurns(
      [
        [page, reloadTimes],
        [barePage, bareReloadTimes],
        [stackPage, stackReloadTimes],
      ],
      async (on) => {
        const start = performance.now();
        await on.reload();
        await rowsDrawn(on);
        return performance.now() - start;
      },
    );
    await barePage.context().close();
    await stackPage.context().close();
    // The same list opened from the side menu, as users move between screens all day: each
    // run starts on a freshly loaded other list, so the employee rows are asked anew.
    const menuTimes: number[] = [];
    for (let run = 0; run < RUNS + 2; run += 1) {
      await page.goto(OTHER_LIST_PATH);
      await rowsDrawn();
      const start = performance.now();
      await page.getByRole('navigation').first().getByRole('link', { name: LIST_MENU_NAME, exact: true }).click();
      await page.waitForURL((url) => url.pathname === LIST_PATH);
      await rowsDrawn();
      if (run >= 2) menuTimes.push(performance.now() - start);
    }
    // The first list a user opens after signing in, from the summary dashboard they land on,
    // loaded and done with its calls: the data screen's code is not in yet.
    const firstListTimes: number[] = [];
    for (let run = 0; run < RUNS + 2; run += 1) {
      const fresh = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 850 } });
      const landed = await fresh.newPage();
      await signIn(landed);
      await landed.waitForURL((url) => url.pathname === DASHBOARD_PATH);
      await landed.getByRole('heading', { name: DASHBOARD_HEADING, level: 1 }).waitFor();
      await landed.waitForLoadState('networkidle');
      const start = performance.now();
      await landed.getByRole('navigation').first().getByRole('link', { name: LIST_MENU_NAME, exact: true }).click();
      await landed.waitForURL((url) => url.pathname === LIST_PATH);
      await rowsDrawn(landed);
      if (run >= 2) firstListTimes.push(performance.now() - start);
      await fresh.close();
    }
    // Traced apart, so the trace's own cost stays out of the times above; the kinds of work in
    // loads of their own, as tracing V8's compiling costs time of its own.
    const cpuTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('about:blank');
      cpuTimes.push(cpuMsOf(await traceMainThread(browser, page, openList, TIMELINE)));
    }
    const workTimes = new Map<WorkKind, number[]>(WORK_KINDS.map((kind) => [kind, []]));
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('about:blank');
      const byKind = cpuMsByKind(await traceMainThread(browser, page, openList, [...TIMELINE, 'v8', 'disabled-by-default-v8.compile']));
      for (const [kind, ms] of byKind) workTimes.get(kind)!.push(ms);
    }
    await context.close();

    const report = [
      `demo data seeded in ${seedSeconds.toFixed(1)} s`,
      `login screen JavaScript: ${(rawBytes / 1024).toFixed(0)} KiB raw, ${(gzipBytes / 1024).toFixed(0)} KiB gzip (${scripts.length} files)`,
      `a list page loaded by its URL in a new tab's renderer process, to rows drawn (${LIST_PATH}, ${RUNS} runs): median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
      `  a bare page at the same address drawing the same 20 rows: median ${percentile(bareTimes, 50).toFixed(0)} ms, p95 ${percentile(bareTimes, 95).toFixed(0)} ms; the list takes ${(percentile(times, 50) / percentile(bareTimes, 50)).toFixed(2)}× its time`,
      `  the stack alone at the same address (React, MUI and material-react-table, no app code) drawing the same 20 rows: median ${percentile(stackTimes, 50).toFixed(0)} ms, p95 ${percentile(stackTimes, 95).toFixed(0)} ms; the list takes ${(percentile(times, 50) / percentile(stackTimes, 50)).toFixed(2)}× its time`,
      `  the page's main-thread CPU meanwhile: median ${percentile(cpuTimes, 50).toFixed(0)} ms, p95 ${percentile(cpuTimes, 95).toFixed(0)} ms`,
      `  that CPU by the kind of work (medians of ${RUNS} more loads): ${WORK_KINDS.map((kind) => `${kind} ${percentile(workTimes.get(kind)!, 50).toFixed(0)} ms`).join(', ')}`,
      `the same list reloaded in its tab, whose renderer process has run the app before (${RUNS} runs): median ${percentile(reloadTimes, 50).toFixed(0)} ms, p95 ${percentile(reloadTimes, 95).toFixed(0)} ms`,
      `  the bare page reloaded alike: median ${percentile(bareReloadTimes, 50).toFixed(0)} ms, p95 ${percentile(bareReloadTimes, 95).toFixed(0)} ms; the list takes ${(percentile(reloadTimes, 50) / percentile(bareReloadTimes, 50)).toFixed(2)}× its time`,
      `  the stack page reloaded alike: median ${percentile(stackReloadTimes, 50).toFixed(0)} ms, p95 ${percentile(stackReloadTimes, 95).toFixed(0)} ms; the list takes ${(percentile(reloadTimes, 50) / percentile(stackReloadTimes, 50)).toFixed(2)}× its time`,
      `the same list from the side menu of another list (${RUNS} runs): median ${percentile(menuTimes, 50).toFixed(0)} ms, p95 ${percentile(menuTimes, 95).toFixed(0)} ms`,
      `the same list first opened after signing in, from the summary dashboard landed on (${RUNS} runs): median ${percentile(firstListTimes, 50).toFixed(0)} ms, p95 ${percentile(firstListTimes, 95).toFixed(0)} ms`,
    ];
    process.stdout.write(`${report.join('\n')}\n`);
  } finally {
    await browser.close();
    await app.close();
    await bareApp.close();
    await stackApp.close();
    await db.destroy();
    rmSync(bareDir, { recursive: true, force: true });
    rmSync(stackDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
