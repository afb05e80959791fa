import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser.ts';

/** Reads a record through the API with the signed-in user's token. */
function show(page: Page, path: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (path) => {
    const token = localStorage.getItem('manpower.token');
    const response = await fetch(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }, path);
}

/** Writes a record back through the API, so later tests find the demo data as it was. */
function restore(page: Page, path: string, body: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = localStorage.getItem('manpower.token');
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      return (await fetch(`/api${path}`, { method: 'PUT', headers, body: JSON.stringify(body) })).status;
    },
    { path, body },
  );
}

/** The first presence radius, as the list answers it. */
function firstRadius(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('manpower.token');
    const response = await fetch('/api/presence-radius/list?limit=1', { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: Record<string, unknown>[] };
    if (!body.data?.[0]) throw new Error(`presence-radius/list answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data[0];
  });
}

/** A plain number as the form shows it while editing, with the language's decimal separator. */
const typed = (value: unknown, decimal: string) => String(value).replace('.', decimal);

const inputValue = (page: Page, label: RegExp) => page.getByLabel(label).inputValue();

async function chooseLanguage(page: Page, locale: 'id' | 'en') {
  await page.evaluate((locale) => localStorage.setItem('manpower.locale', locale), locale);
}

describe('decimals and signs survive the edit form (issue #8)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps project 1 latitude, longitude and progress when its edit form is saved unchanged, in both languages', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const before = await show(page, '/project/1/show');
    expect(Number(before.latitude)).toBeLessThan(0);
    expect(Number.isInteger(Number(before.longitude))).toBe(false);

    for (const [locale, decimal, save, saved] of [
      ['id', ',', 'Simpan', 'Edit data Proyek berhasil'],
      ['en', '.', 'Save', 'Project data updated successfully'],
    ] as const) {
      await chooseLanguage(page, locale);
      await page.goto('/unit-operasi/project?view=update&id=1');
      await expect.poll(() => inputValue(page, /^Latitude/)).toBe(typed(before.latitude, decimal));
      expect(await inputValue(page, /^Longitude/)).toBe(typed(before.longitude, decimal));
      expect(await inputValue(page, /^Progres/)).toBe(typed(before.progress, decimal));
      await page.screenshot({ path: `.tmp/project-edit-${locale}.png`, fullPage: true });
      await page.getByRole('button', { name: save, exact: true }).click();
      await expect.poll(() => page.getByText(saved).isVisible()).toBe(true);
      const after = await show(page, '/project/1/show');
      expect({ latitude: after.latitude, longitude: after.longitude, progress: after.progress }).toEqual({
        latitude: before.latitude,
        longitude: before.longitude,
        progress: before.progress,
      });
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('detail');
      await expect.poll(() => page.getByText(new RegExp(`^-\\d+\\${decimal}\\d{6,}$`)).first().isVisible()).toBe(true);
      await page.screenshot({ path: `.tmp/project-detail-${locale}.png`, fullPage: true });
    }
    await context.close();
  });

  it('keeps a presence radius when saved unchanged, and takes a negative decimal typed key by key', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const before = await firstRadius(page);
    const path = `/konfigurasi-aplikasi/config-presence-radius?view=update&id=${String(before.id)}`;
    await page.goto(path);
    await expect.poll(() => inputValue(page, /^Latitude/)).toBe(typed(before.latitude, ','));
    expect(await inputValue(page, /^Radius/)).toBe(String(before.radius_m));
    await page.screenshot({ path: '.tmp/presence-radius-edit-id.png' });
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(() => page.getByText('Edit data Radius Presensi berhasil').isVisible()).toBe(true);
    const after = await show(page, `/presence-radius/${String(before.id)}/show`);
    expect([after.latitude, after.longitude, after.radius_m]).toEqual([before.latitude, before.longitude, before.radius_m]);
    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect.poll(() => page.getByRole('cell', { name: String(before.radius_m), exact: true }).first().isVisible()).toBe(true);
    await page.screenshot({ path: '.tmp/presence-radius-list-id.png' });

    await page.goto(path);
    const latitude = page.getByLabel(/^Latitude/);
    await expect.poll(() => latitude.inputValue()).not.toBe('');
    await latitude.fill('');
    for (const step of ['-', '-6', '-6,', '-6,2']) {
      await latitude.press(step.at(-1)!);
      await expect.poll(() => latitude.inputValue()).toBe(step);
    }
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(async () => (await show(page, `/presence-radius/${String(before.id)}/show`)).latitude).toBe(-6.2);
    expect(await restore(page, '/presence-radius/update', after)).toBe(200);
    await context.close();
  });
});
