import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerPng } from '../../server/db/seed/banner-image.ts';
import { launchBrowser, newPage, signIn } from './support/browser.ts';

const SCREEN = '/konfigurasi-aplikasi/config-banners';

interface Banner {
  title: string;
  image: string;
  sort_order: number;
}

/** Every banner, read through the API with the signed-in user's token, in the order of their order field. */
function bannersByOrder(page: Page): Promise<Banner[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('manpower.token');
    const response = await fetch('/api/banner/list?limit=100', { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await response.json()) as { data: Banner[] };
    return data.sort((a, b) => a.sort_order - b.sort_order);
  });
}

interface PlacedCard {
  title: string;
  left: number;
  top: number;
  /** The card image's natural width: 0 until it has loaded. */
  imageWidth: number;
}

/** Where each card of the grid sits, named by the banner title it shows. */
function placedCards(page: Page, titles: string[]): Promise<PlacedCard[]> {
  return page.getByTestId('masonry').locator('.MuiCard-root').evaluateAll(
    (nodes, known) =>
      nodes.map((node) => {
        const box = node.getBoundingClientRect();
        return {
          title: known.find((title) => node.textContent?.includes(title)) ?? node.textContent ?? '',
          left: Math.round(box.left),
          top: Math.round(box.top),
          imageWidth: node.querySelector('img')?.naturalWidth ?? 0,
        };
      }),
    titles,
  );
}

/** The cards as a reader meets them: the top row from left to right, and each column from top to bottom. */
function readingOrder(cards: PlacedCard[]) {
  const byPlace = (a: PlacedCard, b: PlacedCard) => a.left - b.left || a.top - b.top;
  const top = Math.min(...cards.map((card) => card.top));
  const lefts = [...new Set(cards.map((card) => card.left))].sort((a, b) => a - b);
  return {
    topRow: cards.filter((card) => card.top === top).sort(byPlace).map((card) => card.title),
    columns: lefts.map((left) => cards.filter((card) => card.left === left).sort(byPlace).map((card) => card.title)),
  };
}

describe('the banner screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows every banner card with its image loaded, in the order of the order field', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto(SCREEN);
    const banners = await bannersByOrder(page);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    const titles = banners.map((banner) => banner.title);
    const cardImages = page.getByTestId('masonry').locator('img');
    await expect.poll(() => cardImages.count()).toBe(banners.length);
    for (const image of await cardImages.all()) await image.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await placedCards(page, titles)).filter((card) => card.imageWidth !== 1920)).toEqual([]);

    const { topRow, columns } = readingOrder(await placedCards(page, titles));
    expect(topRow).toEqual(titles.slice(0, 3));
    for (const column of columns) expect(column).toEqual(titles.filter((title) => column.includes(title)));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '.tmp/banners-id.png', fullPage: true });

    // Spec §9's breakpoints: 2 columns below 1024 px, 1 below 425 px, still in order.
    await page.setViewportSize({ width: 800, height: 850 });
    await expect.poll(async () => readingOrder(await placedCards(page, titles)).topRow).toEqual(titles.slice(0, 2));
    await page.setViewportSize({ width: 400, height: 850 });
    await expect.poll(async () => readingOrder(await placedCards(page, titles)).columns).toEqual([titles]);
    await context.close();
  });

  it('shows a banner created through the form with an uploaded image the same way, first for order 0', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto(SCREEN);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.getByLabel('Gambar (16:9, 1920x1080)').setInputFiles({ name: 'banner-e2e.png', mimeType: 'image/png', buffer: bannerPng('#3d85c6') });
    const uploaded = page.getByRole('img', { name: /^[0-9a-f]{32}\.png$/ });
    await expect.poll(() => uploaded.evaluate((image: HTMLImageElement) => image.naturalWidth).catch(() => 0)).toBe(1920);
    await page.getByLabel(/Judul/).fill('E2E Banner Pertama');
    await page.getByLabel(/Urutan/).fill('0');
    await page.getByRole('radio', { name: 'Aktif', exact: true }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Data Spanduk berhasil ditambahkan').isVisible()).toBe(true);

    await page.goto(SCREEN);
    await page.getByRole('button', { name: 'English' }).click();
    const banners = await bannersByOrder(page);
    expect(banners[0]!.title).toBe('E2E Banner Pertama');
    expect(banners[0]!.image).toMatch(/^\/api\/files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    await expect.poll(async () => (await placedCards(page, [banners[0]!.title]))[0]).toMatchObject({ title: 'E2E Banner Pertama', imageWidth: 1920 });
    const titles = banners.map((banner) => banner.title);
    expect(readingOrder(await placedCards(page, titles)).topRow).toEqual(titles.slice(0, 3));
    await page.screenshot({ path: '.tmp/banners-en.png', fullPage: true });

    await page.getByTestId('masonry').locator('img').first().click();
    await expect.poll(() => page.getByRole('dialog').locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1920);
    await page.screenshot({ path: '.tmp/banners-zoom.png' });
    await context.close();
  });
});
