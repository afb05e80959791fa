import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn, transitionsEnded } from './support/browser.ts';

const EMPLOYEES = '/tenaga-kerja/employee';

/** Data columns (the pinned actions column aside) whose header lies wholly inside the table's scrolling viewport and the window. */
const visibleColumns = (page: Page) =>
  page.locator('main table').first().evaluate((table) => {
    const viewport = (table.closest('.MuiTableContainer-root') ?? table.parentElement!).getBoundingClientRect();
    const right = Math.min(viewport.right, window.innerWidth);
    return Array.from(table.querySelectorAll('thead th:not([data-pinned="true"])'))
      .filter((th) => {
        const box = th.getBoundingClientRect();
        return box.width > 0 && box.left >= viewport.left - 1 && box.right <= right + 1;
      })
      .map((th) => th.textContent?.trim() ?? '');
  });

/** What has the keyboard focus: its accessible-ish name and where it sits. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      name: element?.getAttribute('placeholder') ?? element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      inHead: Boolean(element?.closest('thead')),
      inFirstRow: element?.closest('tbody tr') === document.querySelector('main tbody tr'),
      tag: element?.tagName ?? '',
    };
  });

/** Presses Tab until `reached` holds for the focus, at most `max` times; the number of presses, or Infinity. */
async function tabsUntil(page: Page, reached: (focus: Awaited<ReturnType<typeof focused>>) => boolean, max: number, seen: string[] = []): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await focused(page);
    seen.push(focus.inHead ? `head:${focus.name}` : focus.name);
    if (reached(focus)) return presses;
  }
  return Infinity;
}

const titleFits = (page: Page) => page.locator('header .MuiToolbar-root > .MuiTypography-root').first().evaluate((title) => title.scrollWidth <= title.clientWidth && title.textContent);

describe('a working day at a desk (1366 px) and on a phone (390 px)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'superadmin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('gives the employee list room: menu folded to icons and aside closed, both remembered after a reload', async () => {
    await page.goto(EMPLOYEES);
    await page.locator('main tbody tr td[data-pinned="true"]').first().waitFor();
    // With the menu and the aside open there is room for 5 or more (4 before #13).
    await expect.poll(async () => (await visibleColumns(page)).length).toBeGreaterThanOrEqual(5);
    const opened = await visibleColumns(page);
    await page.screenshot({ path: 'test-results/desk-1366-menu-open.png' });

    await page.getByRole('button', { name: 'Ciutkan menu' }).click();
    await page.getByRole('button', { name: 'Tutup panel profil' }).click();
    await expect.poll(async () => (await visibleColumns(page)).length).toBeGreaterThanOrEqual(7);
    expect((await visibleColumns(page)).length).toBeGreaterThan(opened.length);
    // Folded, the menu keeps its modules as named icons whose links open beside them.
    await page.getByRole('button', { name: 'Tenaga Kerja', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Blacklist Tenaga Kerja' }).waitFor();
    await transitionsEnded(page);
    await page.getByRole('menuitem', { name: 'Blacklist Tenaga Kerja' }).click();
    await page.waitForURL(/employee-blacklist/);

    await page.goto(EMPLOYEES);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Lebarkan menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Buka panel profil' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Profil Saya' }).count()).toBe(0);
    await expect.poll(async () => (await visibleColumns(page)).length).toBeGreaterThanOrEqual(7);
    await page.screenshot({ path: 'test-results/desk-1366-folded.png' });

    // A photo column no wider than its thumbnail, a placeholder for a worker without one.
    const photo = page.getByRole('columnheader', { name: 'Foto' });
    expect((await photo.boundingBox())!.width).toBeLessThanOrEqual(80);
    expect(await page.locator('main tbody tr').first().getByRole('img', { name: 'Tidak ada foto' }).count()).toBe(1);
    // The placeholder and the row's action icons are plain elements drawn as MUI's rounded
    // Avatar and small IconButtons are: the look comes from the data screen's one style sheet.
    const firstRow = page.locator('main tbody tr').first();
    const looks = await Promise.all(
      [firstRow.getByRole('img', { name: 'Tidak ada foto' }), firstRow.getByRole('button', { name: 'Detail', exact: true }), firstRow.getByRole('button', { name: 'Hapus', exact: true })].map((control) =>
        control.evaluate((element) => {
          const { width, height } = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return { width, height, color: style.color, background: style.backgroundColor, border: style.borderTopWidth, icon: element.querySelector('svg')!.getBoundingClientRect().width };
        }),
      ),
    );
    expect(looks).toEqual([
      { width: 48, height: 48, color: 'rgb(244, 246, 249)', background: 'rgb(189, 189, 189)', border: '0px', icon: 36 },
      { width: 30, height: 30, color: 'rgb(3, 105, 161)', background: 'rgba(0, 0, 0, 0)', border: '0px', icon: 20 },
      { width: 30, height: 30, color: 'rgb(211, 47, 47)', background: 'rgba(0, 0, 0, 0)', border: '0px', icon: 20 },
    ]);
    // The pinned actions cell is opaque: the scrolled row cannot show through it.
    const pinned = await page.locator('main tbody tr td[data-pinned="true"]').first().evaluate((cell) => ({
      opacity: getComputedStyle(cell).opacity,
      under: getComputedStyle(cell, '::before').backgroundColor,
    }));
    expect(pinned).toEqual({ opacity: '1', under: 'rgb(255, 255, 255)' });
  });

  it('reaches the search, the sortable headers, the first row and the pager by keyboard', async () => {
    // The reload that ends the test above leaves nothing focused: Tab starts at the page top.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Langsung ke konten');
    await page.keyboard.press('Enter');
    const seen: string[] = [];
    const toSearch = 1 + (await tabsUntil(page, (focus) => focus.name === 'Cari data…', 5, seen));
    expect(toSearch, seen.join(' | ')).toBeLessThanOrEqual(3);

    // The head is one stop however many headers sort; the arrow keys walk them.
    const toHead = toSearch + (await tabsUntil(page, (focus) => focus.inHead, 10, seen));
    expect((await focused(page)).name).toBe('Nama Lengkap');
    const headers: string[] = ['Nama Lengkap'];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('ArrowRight');
      const focus = await focused(page);
      expect(focus.inHead).toBe(true);
      if (focus.name === headers[headers.length - 1]) break;
      headers.push(focus.name);
    }
    expect(headers).toEqual(['Nama Lengkap', 'NIK / Paspor', 'Jenis Kelamin', 'Tipe Manpower', 'Status Login', 'Rating', 'Departemen', 'Perusahaan', 'Vendor / Subkon', 'Status Verifikasi', 'Status']);

    const toRow = toHead + (await tabsUntil(page, (focus) => focus.inFirstRow, 3, seen));
    expect((await focused(page)).name).toBe('Detail');
    expect(toRow, seen.join(' | ')).toBeLessThanOrEqual(10);
    expect(seen.filter((name) => name.startsWith('head:'))).toHaveLength(1);
    // A row's icon reached by keyboard is named beside it, as is one under the pointer.
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Detail');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Edit');
    await page.locator('main tbody tr').nth(2).getByRole('button', { name: 'Hapus' }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Hapus');
    await page.getByRole('heading', { level: 1 }).hover();
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await page.keyboard.press('Shift+Tab');

    const toPager = toRow + (await tabsUntil(page, (focus) => focus.name === 'Halaman berikutnya', 80, seen));
    expect(toPager, seen.join(' | ')).toBeLessThan(Infinity);
  });

  it('puts the focus on the first invalid field after a failed submit', async () => {
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.tagName))
      .toMatch(/^Nama Lengkap/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.getByRole('button', { name: 'Batal' }).click();
  });

  it('offers a way back to the top once a long page is scrolled, and takes it there', async () => {
    await page.goto(EMPLOYEES);
    await page.getByRole('button', { name: 'Detail' }).first().click();
    await expect.poll(() => page.getByText('Tempat Lahir').first().isVisible()).toBe(true);
    const backToTop = page.getByRole('button', { name: 'Kembali ke atas' });
    expect(await backToTop.isVisible()).toBe(false);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => backToTop.isVisible()).toBe(true);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => backToTop.isVisible()).toBe(false);
  });

  it('opens a record from far down the list at its top, its Back button returns to the row left, and a new page starts at its first row', async () => {
    await page.goto(`${EMPLOYEES}?limit=50`);
    const detailButtons = page.getByRole('button', { name: 'Detail' });
    await expect.poll(() => detailButtons.count()).toBe(50);
    const box = page.locator('main .MuiTableContainer-root').first();
    const lastRow = page.locator('main tbody tr').last();
    // The list scrolls in its own box, under its sticky header.
    const left = await box.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(left).toBeGreaterThan(500);
    const name = await lastRow.locator('td').first().textContent();
    await detailButtons.last().click();
    await expect.poll(() => page.getByText('Tempat Lahir').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A worker without a photo reads as one in the record too, with the list's placeholder.
    const photoRow = page.locator('main tr', { has: page.getByRole('rowheader', { name: 'Foto', exact: true }) });
    expect(await photoRow.getByRole('img', { name: 'Tidak ada foto' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBe(left);
    expect(await lastRow.locator('td').first().textContent()).toBe(name);
    const rowInBox = () =>
      lastRow.evaluate((row) => {
        const outer = row.closest('.MuiTableContainer-root')!.getBoundingClientRect();
        const inner = row.getBoundingClientRect();
        return inner.top >= outer.top && inner.bottom <= outer.bottom + 1;
      });
    expect(await rowInBox()).toBe(true);

    await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
    await expect.poll(() => page.getByText(/^51–\d+ dari/).isVisible()).toBe(true);
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBe(0);
    await page.goBack();
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBe(left);
  });

  it('shows a record saved from the bottom of its long form from the top', async () => {
    await page.goto(EMPLOYEES);
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const save = page.getByRole('button', { name: 'Simpan', exact: true });
    await save.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await save.click();
    await expect.poll(() => page.getByText(/^Edit data .* berhasil$/).isVisible()).toBe(true);
    // The toast may show before the detail replaces the form: the detail is drawn once the form is gone.
    await expect.poll(() => save.count()).toBe(0);
    await expect.poll(() => page.getByText('Tempat Lahir').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The button zooms out once the page is back at the top.
    await expect.poll(() => page.getByRole('button', { name: 'Kembali ke atas' }).isVisible()).toBe(false);
  });

  it('on a phone keeps the title whole, folds the statistics and narrows the actions, in both languages', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(EMPLOYEES);
    await expect.poll(() => titleFits(page)).toBe('Daftar Tenaga Kerja');
    const unfold = page.getByRole('button', { name: 'Tampilkan statistik' });
    await expect.poll(() => unfold.isVisible()).toBe(true);
    expect(await page.getByText('Total Tenaga Kerja').isVisible()).toBe(false);
    await expect.poll(async () => (await page.locator('main tbody tr td[data-pinned="true"]').first().boundingBox())?.width ?? 999).toBeLessThanOrEqual(110);
    await page.screenshot({ path: 'test-results/phone-390-id.png' });
    await unfold.click();
    await expect.poll(() => page.getByText('Total Tenaga Kerja').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => titleFits(page)).toBe('Manpower List');
    expect(await page.getByRole('button', { name: 'Hide statistics' }).isVisible()).toBe(true);
    await page.screenshot({ path: 'test-results/phone-390-en.png' });
  });
});
