import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser.ts';
import { serverDatabase } from './support/file-server.ts';

const WORKERS = 10_050;
const pagingInfo = (page: Page) => page.getByText(/^[\d.]+–[\d.]+ dari (lebih dari )?[\d.]+ data$/).textContent();

/** A list with more matches than the server counts (issue #49): it says "more than", and counts them all when asked. */
describe('a search that matches more workers than a list counts', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    await sql`
      insert into employees (fullname, nik, department_id, verification_status, active)
      select 'Pekerja Borongan ' || g, 'UJIBESAR' || lpad(g::text, 8, '0'), (select min(id) from departments), 'approved', case when g % 4 = 0 then 0 else 1 end
      from generate_series(1, ${WORKERS}) g`.execute(serverDatabase());
    await sql`analyze employees`.execute(serverDatabase());
  });
  afterAll(() => browser?.close());

  it('shows a page at once with "more than 10.000", each statistic as at least so many, and the exact figures on request', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto(`/tenaga-kerja/employee?search=${encodeURIComponent('Borongan')}`);
    await expect.poll(() => pagingInfo(page)).toBe('1–20 dari lebih dari 10.000 data');
    // The statistics are of the rows counted, one past the bound: at least so many.
    await expect.poll(() => page.locator('[data-statistic="total"]').textContent()).toBe('≥ 10.001');
    expect(await page.getByRole('cell', { name: /^Pekerja Borongan \d+$/ }).count()).toBe(20);
    await page.screenshot({ path: 'test-results/large-list-capped.png' });

    await page.getByRole('button', { name: 'Hitung semua' }).click();
    await expect.poll(() => pagingInfo(page)).toBe(`1–20 dari ${WORKERS.toLocaleString('id-ID')} data`);
    await expect.poll(() => page.locator('[data-statistic="total"]').textContent()).toBe(WORKERS.toLocaleString('id-ID'));
    await expect.poll(() => page.locator('[data-statistic="non_active"]').textContent()).toBe(Math.floor(WORKERS / 4).toLocaleString('id-ID'));

    await page.getByRole('button', { name: 'Halaman terakhir' }).click();
    const last = Math.ceil(WORKERS / 20);
    await expect.poll(() => pagingInfo(page)).toBe(`${((last - 1) * 20 + 1).toLocaleString('id-ID')}–${WORKERS.toLocaleString('id-ID')} dari ${WORKERS.toLocaleString('id-ID')} data`);
    await expect.poll(() => page.getByRole('cell', { name: /^Pekerja Borongan \d+$/ }).count()).toBe(WORKERS % 20 || 20);
    expect(await page.getByRole('cell', { name: 'Pekerja Borongan 1', exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/large-list-exact-last-page.png' });

    await page.getByPlaceholder('Cari data…').fill('Borongan 10049');
    await expect.poll(() => pagingInfo(page)).toBe('1–1 dari 1 data');
    await context.close();
  });
});
