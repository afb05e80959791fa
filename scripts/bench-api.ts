// `npm run bench:api [-- --fresh] [-- --only morning-peak,list]`: the API at a real company's
// scale (issues #9 and #48). Loads 100,000 workers and a year of presence (once; the loaded
// database is reused), then puts this server and a bare node:http + pg baseline
// (scripts/bench-baseline-server.ts) under the same load and prints the figures beside their
// goals. A benchmark, not a test: it prints figures and never fails on them.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { DEMO_PASSWORD } from '../server/db/seed/demo.ts';
import { type BenchData, prepareBenchData } from './bench-api/bench-database.ts';
import { IMPORT_ROWS, importWorkbook } from './bench-api/import-file.ts';
import { LOAD } from './bench-api/load.ts';
import { type Product, compare, measureAlone, measureExport, measureImport } from './bench-api/measure.ts';
import { type PeakFigures, measureMorningPeak } from './bench-api/morning-peak.ts';
import { PEAK, type PeakForeman, prepareMorningPeak } from './bench-api/peak-setup.ts';
import { RECAP_MONTH } from './bench-api/presets.ts';
import { type ServerProcess, startServer } from './bench-api/processes.ts';
import { withProductDatabase } from './bench-api/product-database.ts';
import { checkRecaps } from './bench-api/recap-check.ts';
import { startNodeArgs } from './start-command.ts';
import {
  GOALS,
  type ReportRow,
  comparisonRow,
  count,
  exportRows,
  failedRow,
  formatTable,
  healthRow,
  importRow,
  peakRows,
  recapCheckRow,
  recapRows,
  rssRow,
} from './bench-api/report.ts';

const LIST = '/api/employee/list?page=1&limit=20&sort_by=fullname&sort=ASC';
const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
const log = (line: string) => process.stderr.write(`bench:api: ${line}\n`);

/** The targets by the names `--only` takes, in the order they run. */
const TARGETS = ['list', 'search', 'department', 'recap', 'export', 'import', 'morning-peak'] as const;
type TargetName = (typeof TARGETS)[number];
/** The targets that run under LOAD's autocannon rounds. */
const LOADED: readonly TargetName[] = ['list', 'search', 'department', 'recap'];

/** The targets `--only a,b` names, or all of them. */
function selectedTargets(args: readonly string[]): ReadonlySet<TargetName> {
  const at = args.indexOf('--only');
  if (at === -1) return new Set(TARGETS);
  const names = (args[at + 1] ?? '').split(',').filter((name) => name !== '');
  const unknown = names.filter((name) => !(TARGETS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes target names separated by commas, among ${TARGETS.join(', ')}${unknown.length > 0 ? `; unknown: ${unknown.join(', ')}` : ''}`);
  }
  return new Set(names as TargetName[]);
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (!response.ok || typeof body.token !== 'string') throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return body.token;
}

/** The commit the figures belong to; -dirty when the tree had changes besides it. */
function measuredCommit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

interface Plan {
  only: ReadonlySet<TargetName>;
  /** The morning peak's foremen, once its setup ran. */
  foremen?: PeakForeman[];
}

const PEAK_TARGET = `Morning peak: ${count(PEAK.phones * PEAK.checkInsPerPhone)} check-ins from ${PEAK.phones} phones, batches of ${PEAK.batchSize}, ${PEAK.senders} senders`;

/** Runs the selected targets one after another; one that fails gets its row saying why, and the rest still run. */
async function measureAll(product: Product, baseline: ServerProcess, data: BenchData, plan: Plan): Promise<{ rows: ReportRow[]; peak?: PeakFigures }> {
  const rows: ReportRow[] = [];
  let peak: PeakFigures | undefined;
  const target = async (key: TargetName, name: string, goal: string, measure: () => Promise<ReportRow[]>) => {
    if (!plan.only.has(key)) return;
    log(`${name}…`);
    try {
      const measured = await measure();
      for (const row of measured) log(`  ${row.target.trim()}: ${row.product}${row.ratio ? ` (${row.ratio} the baseline)` : ''}`);
      rows.push(...measured);
    } catch (error) {
      const row = failedRow(name, error, goal);
      log(`  ${row.product}`);
      rows.push(row);
    }
  };
  const compared = (key: TargetName, name: string, goal: string, productPath: string, baselinePath: string) =>
    target(key, name, goal, async () => {
      const comparison = await compare(product, productPath, baseline, baselinePath);
      const rss = productPath === LIST ? [rssRow('  server RSS peak under this load', comparison.productRssPeak)] : [];
      return [comparisonRow(name, comparison, goal), ...rss];
    });
  await compared('list', 'List page of 20 with total (sort_by=fullname)', GOALS.list, LIST, '/list?page=1&limit=20');
  await compared('search', 'Search "budi": every searchable column vs fullname ILIKE (trigram)', GOALS.search, `${LIST}&search=budi`, '/search?q=budi&page=1&limit=20');
  await compared(
    'department',
    'Department filter, newest first (sort_by=created_at DESC)',
    GOALS.department,
    `/api/employee/list?page=1&limit=20&sort_by=created_at&sort=DESC&${filters({ department_id: data.departmentId })}`,
    `/department?department_id=${data.departmentId}&page=1&limit=20`,
  );
  const recap = `Worker recap of one project, ${RECAP_MONTH.from.slice(0, 7)}`;
  const recapFilter = filters({ project_id: data.projectId, presence_date: [RECAP_MONTH.from, RECAP_MONTH.to] });
  await target('recap', recap, GOALS.recap, async () => recapRows(recap, await measureAlone(product, `/api/presence-worker/list?page=1&limit=20&${recapFilter}`)));
  const exported = `Export of ${count(data.preset.workers)} workers as xlsx`;
  await target('export', exported, GOALS.export, async () => exportRows(exported, await measureExport(product, '/api/employee/export?format=xls')));
  const imported = `Import dry run of ${count(IMPORT_ROWS)} rows (xlsx)`;
  await target('import', imported, GOALS.import, async () => [
    importRow(imported, await measureImport(product, '/api/employee/import?dry_run=1', await importWorkbook(), 'Tenaga-Kerja.xlsx')),
  ]);
  await target('morning-peak', PEAK_TARGET, GOALS.peak, async () => {
    if (!plan.foremen) throw new Error('the morning peak setup did not run');
    const databaseUrl = data.productEnv.DATABASE_URL;
    peak = await measureMorningPeak({ product: product.server, baseline, foremen: plan.foremen, databaseUrl });
    for (const side of [peak.product, peak.baseline]) if (side.firstFailure) log(`  first failed batch: ${side.firstFailure}`);
    const cpuTarget = `  CPU per event (server${databaseUrl ? ' + PostgreSQL processes' : ', PGlite inside it'})`;
    const health = peak.health ? [healthRow('  /api/health every 100 ms during the peak', peak.health)] : [];
    return [...peakRows(PEAK_TARGET, peak, cpuTarget), ...health];
  });
  return { rows, peak };
}

/** After the peak, with the servers stopped (PGlite takes one process at a time): do the kept recaps and counts equal a direct count? */
async function recapCheck(data: BenchData, foremen: readonly PeakForeman[], peak: PeakFigures): Promise<ReportRow> {
  const name = '  recaps = direct count (peak days and projects)';
  log(`${name.trim()}…`);
  try {
    const projectIds = [...new Set(foremen.map((foreman) => foreman.projectId))];
    const row = recapCheckRow(name, await withProductDatabase(data, (db) => checkRecaps(db, projectIds, peak.days)));
    log(`  ${row.product}`);
    return row;
  } catch (error) {
    return failedRow(name, error, GOALS.recapCheck);
  }
}

async function main(): Promise<void> {
  const only = selectedTargets(process.argv.slice(2));
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const data = await prepareBenchData({ databaseUrl: process.env.DATABASE_URL || undefined, fresh: process.argv.includes('--fresh'), log });
  // Before the product starts: on PGlite it then holds the database.
  const foremen = only.has('morning-peak') ? await withProductDatabase(data, prepareMorningPeak) : undefined;
  const loadAverage = os.loadavg()[0]!;
  const startArgs = startNodeArgs();
  const productServer = await startServer({
    name: 'product',
    // As `npm start` runs it: the bundle its build makes, with its Node flags.
    script: startArgs.at(-1)!,
    nodeFlags: startArgs.slice(0, -1),
    env: { ...data.productEnv, IN_MEMORY_DB: '0', SEED_DEMO: '1', DEMO_SCALE: 'core', SERVE_CLIENT: '0', LOG_LEVEL: 'warn' },
    healthPath: '/api/health',
  });
  let baseline: ServerProcess | undefined;
  let measured: Awaited<ReturnType<typeof measureAll>>;
  try {
    baseline = await startServer({ name: 'baseline', script: 'scripts/bench-baseline-server.ts', env: data.baselineEnv, healthPath: '/health' });
    const product = { server: productServer, headers: { authorization: `Bearer ${await signIn(productServer.url)}` } };
    measured = await measureAll(product, baseline, data, { only, foremen });
  } finally {
    await baseline?.stop();
    await productServer.stop();
  }
  const { rows, peak } = measured;
  if (foremen && peak) rows.push(await recapCheck(data, foremen, peak));
  const { preset } = data;
  const lines = [
    `bench:api on ${preset.label}: ${count(preset.workers)} workers, ${count(preset.presences)} presence rows`,
    `commit ${measuredCommit()}; ${os.cpus().length} CPUs, load average ${loadAverage.toFixed(1)} before the run`,
    ...(LOADED.some((name) => only.has(name))
      ? [`${LOAD.seconds} s per round at ${LOAD.connections} connections, median of ${LOAD.rounds} rounds, this server and the baseline taking turns`]
      : []),
    ...(peak ? [`morning peak: median of ${LOAD.rounds} rounds, this server and the baseline taking turns; CPU read from /proc`] : []),
    '',
    formatTable(rows),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
