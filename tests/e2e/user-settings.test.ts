import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser.ts';

const pagingInfo = (page: Page) => page.getByText(/^\d+–\d+ dari \d+ data$/).textContent();
const total = async (page: Page) => Number(/dari (\d+) data$/.exec((await pagingInfo(page)) ?? '')?.[1] ?? -1);

describe('user approval, clicked through as a Department Admin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('approves one pending registration and rejects another with a reason', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin.gedung');
    await page.goto('/user-settings/user-approval');
    await expect.poll(() => total(page)).toBeGreaterThan(1);
    const before = await total(page);

    await page.getByRole('button', { name: 'Detail' }).first().click();
    await page.getByRole('button', { name: 'Setujui' }).click();
    await expect.poll(() => page.getByText(/Setujui pendaftaran .+\?/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await expect.poll(() => page.getByText(/^Pengguna .+ berhasil disetujui$/).isVisible()).toBe(true);
    await expect.poll(() => total(page)).toBe(before - 1);

    await page.getByRole('button', { name: 'Detail' }).first().click();
    await page.getByRole('button', { name: 'Tolak' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tolak Pendaftaran' });
    expect(await dialog.getByRole('button', { name: 'Tolak Pendaftaran' }).isDisabled()).toBe(true);
    // The box holds no more than the server takes (500 characters).
    await dialog.getByLabel(/Alasan penolakan/).fill('x'.repeat(520));
    expect(await dialog.getByLabel(/Alasan penolakan/).inputValue()).toHaveLength(500);
    await dialog.getByLabel(/Alasan penolakan/).fill('Data proyek tidak sesuai dengan penugasan.');
    await dialog.getByRole('button', { name: 'Tolak Pendaftaran' }).click();
    await expect.poll(() => page.getByText(/^Pendaftaran pengguna .+ ditolak$/).isVisible()).toBe(true);
    const rejectedName = /^Pendaftaran pengguna (.+) ditolak$/.exec((await page.getByText(/^Pendaftaran pengguna .+ ditolak$/).textContent()) ?? '')![1]!;
    await expect.poll(() => total(page)).toBe(before - 2);

    // The reason stays on the user's record for the other admins to read.
    await page.goto('/user-settings/user');
    await page.getByPlaceholder('Cari data…').fill(rejectedName);
    await expect.poll(() => total(page)).toBe(1);
    await page.getByRole('button', { name: 'Detail' }).first().click();
    const reasonRow = page.getByRole('row', { name: /^Alasan Penolakan/ });
    await expect.poll(() => reasonRow.textContent()).toContain('Data proyek tidak sesuai dengan penugasan.');
    await page.screenshot({ path: 'test-results/user-rejected-detail.png', fullPage: true });
    await context.close();
  });
});

