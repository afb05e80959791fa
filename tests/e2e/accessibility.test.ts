import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { launchBrowser, signIn, transitionsEnded } from './support/browser.ts';
import { serverUrl } from './support/file-server.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: AxeNode[];
}

/** Runs axe-core on the page once its transitions have ended; answers every violation it finds. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog or tooltip fading in is read as the user reads it, opaque: half-way its colours
  // fail a contrast check they pass.
  await transitionsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) }));
  });
}

/** The serious and critical violations as "rule: target" lines, so a failure names what to fix. */
function blocking(violations: AxeViolation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${JSON.stringify(node.target)}`));
}

/** Node counts per impact, printed for the record of before/after. */
function tally(screen: string, violations: AxeViolation[]): string {
  const count = (impact: string) => violations.filter((v) => v.impact === impact).reduce((sum, v) => sum + v.nodes.length, 0);
  return `${screen}: critical ${count('critical')}, serious ${count('serious')}, moderate ${count('moderate')} [${violations.map((v) => v.id).join(' ')}]`;
}

const tallies: string[] = [];

/** Checks the screen as it stands, then (when asked) again in English, and back to Indonesian. */
async function expectAccessible(page: Page, screen: string, inEnglish: { ready: () => Promise<boolean> } | null = null) {
  const violations = await axeViolations(page);
  tallies.push(tally(screen, violations));
  expect(blocking(violations), screen).toEqual([]);
  if (!inEnglish) return;
  await page.getByRole('button', { name: 'English', exact: true }).first().click();
  await expect.poll(inEnglish.ready).toBe(true);
  const english = await axeViolations(page);
  tallies.push(tally(`${screen} (en)`, english));
  expect(blocking(english), `${screen} (en)`).toEqual([]);
  await page.getByRole('button', { name: 'Indonesia', exact: true }).first().click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('id');
}

describe('accessibility of the main screens (axe-core: no serious or critical violation)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The app's CSP allows only its own scripts; axe-core is the test's, not the product's.
    context = await browser.newContext({ viewport: { width: 1366, height: 850 }, baseURL: serverUrl(), bypassCSP: true });
    context.setDefaultTimeout(90_000);
    context.setDefaultNavigationTimeout(90_000);
    page = await context.newPage();
  });
  afterAll(async () => {
    console.info(`axe-core violation nodes per screen:\n${tallies.join('\n')}`);
    await context?.close();
    await browser?.close();
  });

  it('the public screens: login, registration and an unknown address', async () => {
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Masuk', exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'login', { ready: () => page.getByRole('button', { name: 'Sign in', exact: true }).isVisible() });

    await page.goto('/register');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'register');

    await page.goto('/halaman-yang-tidak-ada');
    await expect.poll(() => page.getByText('404').first().isVisible()).toBe(true);
    await expectAccessible(page, '404');
  });

  it('the signed-in screens: dashboard, lists, filter, dialog, detail, forms, map and rich text', async () => {
    await signIn(page, 'superadmin');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The dashboard is read once it knows its days: its date fields, disabled until then, hold one.
    // A check running as they turn on would read their labels half-way from grey.
    await expect.poll(() => page.getByRole('textbox', { name: 'Dari tanggal' }).inputValue()).not.toBe('');
    await expectAccessible(page, `landing ${new URL(page.url()).pathname}`);

    await page.goto('/tenaga-kerja/employee');
    await expect.poll(() => page.getByRole('button', { name: 'Detail' }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'employee list', { ready: () => page.getByRole('button', { name: 'Detail' }).first().isVisible() });

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Filter Tenaga Kerja' }).getByRole('button', { name: 'Terapkan Filter' }).isVisible()).toBe(true);
    await expectAccessible(page, 'employee filter drawer');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Terapkan Filter' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Hapus' }).first().click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await expectAccessible(page, 'delete dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const workers = await api(page, 'GET', '/employee/list?limit=1');
    const workerId = (workers.body as { data: { id: number }[] }).data[0]!.id;
    await page.goto(`/tenaga-kerja/employee?view=detail&id=${workerId}`);
    // The edit button shows while the record still loads: the check reads the record's rows.
    await expect.poll(() => page.getByRole('rowheader', { name: 'Tempat Lahir', exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'employee detail', { ready: () => page.getByRole('button', { name: 'Back', exact: true }).first().isVisible() });

    await page.goto('/tenaga-kerja/employee?view=create');
    await expect.poll(() => page.getByRole('button', { name: 'Simpan' }).isVisible()).toBe(true);
    await expectAccessible(page, 'employee form');

    const projects = await api(page, 'GET', '/project/list?limit=1');
    const projectId = (projects.body as { data: { id: number }[] }).data[0]!.id;
    await page.goto(`/unit-operasi/project?view=detail&id=${projectId}`);
    await expect.poll(() => page.locator('.leaflet-container').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'project detail with map');

    await page.goto('/konfigurasi-aplikasi/config-user-agreements?view=create');
    await expect.poll(() => page.locator('.ProseMirror').count()).toBe(1);
    await expectAccessible(page, 'user agreement form (rich text)');
  });
});
