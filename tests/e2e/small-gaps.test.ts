import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { launchBrowser, newPage, signIn } from './support/browser.ts';

const firstRow = (page: Page) => page.locator('table tbody tr').first();

describe('the smaller gaps of the audit (issue #12)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('opens the equipment list newest first, its condition in spec §4 words, and roles with the allow flag', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const type = (await api(page, 'GET', '/equipment-type/dataset?limit=1')).body.data[0];
    const department = (await api(page, 'GET', '/department/dataset?limit=1')).body.data[0];
    const created = await api(page, 'POST', '/equipment/create', {
      equipment_type_id: type.id,
      equipment_name: 'E2E Ekskavator Terbaru',
      equipment_number: `E2E-${Date.now()}`,
      condition: 'dissapear',
      operational_status: 'idle',
      department_id: department.id,
    });
    expect(created.status).toBe(201);
    await page.goto('/unit-operasi/equipments');
    await expect.poll(() => firstRow(page).textContent()).toContain('E2E Ekskavator Terbaru');
    expect(await firstRow(page).textContent()).toContain('Hilang');
    await page.screenshot({ path: '/tmp/shots/gaps/equipment-newest-id.png' });

    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await expect.poll(() => firstRow(page).textContent()).toContain('Lost');
    await page.screenshot({ path: '/tmp/shots/gaps/equipment-newest-en.png' });
    await page.getByRole('button', { name: 'Indonesia', exact: true }).first().click();

    await page.goto('/user-settings/role');
    await expect.poll(() => page.getByRole('cell', { name: 'Tidak Diizinkan', exact: true }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/shots/gaps/role-allow-id.png' });
    await context.close();
  });

  it('pages the banner cards 9 at a time, and 10 once the grid is reset through the URL', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const image = (await api(page, 'GET', '/banner/list?limit=1')).body.data[0].image as string;
    const ids: number[] = [];
    try {
      for (let at = 1; at <= 11; at += 1) {
        const made = await api(page, 'POST', '/banner/create', { title: `E2E Kartu ${at}`, image, sort_order: 100 + at, active: 1 });
        expect(made.status).toBe(201);
        ids.push(made.body.data.id as number);
      }
      const cards = page.getByTestId('masonry').locator('.MuiCard-root');
      await page.goto('/konfigurasi-aplikasi/config-banners');
      await expect.poll(() => cards.count()).toBe(9);
      await page.goto('/konfigurasi-aplikasi/config-banners?search=E2E%20Kartu');
      await expect.poll(() => cards.count()).toBe(10);
      expect(await page.getByRole('button', { name: 'Lihat Selanjutnya' }).isVisible()).toBe(true);
      await page.screenshot({ path: '/tmp/shots/gaps/banner-cards-url-reset.png', fullPage: true });
      await page.getByRole('button', { name: 'Lihat Selanjutnya' }).click();
      await expect.poll(() => cards.count()).toBe(11);
    } finally {
      for (const id of ids) await api(page, 'DELETE', '/banner/delete', { id });
    }
    await context.close();
  });
});
