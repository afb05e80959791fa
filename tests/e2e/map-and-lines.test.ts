import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser.ts';

const SHOTS = '/tmp/shots/widgets-map';
const RADIUS_FORM = '/konfigurasi-aplikasi/config-presence-radius?view=create';
// The browser tests' MAP_TILE_URL (global-setup.ts): nothing answers there unless a test routes it.
const TILES = /^https?:\/\/127\.0\.0\.1:9\/tiles\//;
// A 1x1 light green PNG: the browser stretches it over the 256 px tile.
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mPcs7/hPwAGTgK5sIFLrQAAAABJRU5ErkJggg==', 'base64');

/** What the page wrote to its console as errors or warnings. */
function watchConsole(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') noise.push(message.text());
  });
  page.on('pageerror', (error) => noise.push(String(error)));
  return noise;
}

const map = (page: Page) => page.getByRole('region', { name: 'Peta lokasi' });
const pin = (page: Page) => map(page).locator('.leaflet-marker-icon');
const circle = (page: Page) => map(page).locator('path.map-radius');

describe('map picker (issue #12): pins and radius on the configured tiles, or on a plain background without them', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('without reachable tiles says so, still draws the pin and the radius, and typed or clicked coordinates move the pin and fill the fields', async () => {
    const { context, page } = await newPage(browser);
    const noise = watchConsole(page);
    await signIn(page, 'superadmin');
    await page.goto(RADIUS_FORM);
    await expect.poll(() => map(page).getAttribute('data-tiles')).toBe('unavailable');
    await expect.poll(() => map(page).getByRole('status').textContent()).toBe('Peta dasar tidak dapat dimuat; pin dan radius tetap ditampilkan.');
    expect(await map(page).locator('.leaflet-tile').count()).toBe(0);

    await page.getByLabel('Latitude').fill('-6.9932');
    await page.getByLabel('Longitude').fill('110.4203');
    await page.getByLabel('Radius (meter)').fill('150');
    await expect.poll(() => pin(page).count()).toBe(1);
    await expect.poll(() => circle(page).count()).toBe(1);

    // A click elsewhere on the map moves the pin there and writes its coordinates into the fields.
    const box = (await map(page).boundingBox())!;
    await map(page).click({ position: { x: box.width / 2 + 80, y: box.height / 2 + 40 } });
    await expect.poll(() => page.getByLabel('Longitude').inputValue()).not.toBe('110.4203');
    const [lat, lng] = [Number(await page.getByLabel('Latitude').inputValue()), Number(await page.getByLabel('Longitude').inputValue())];
    expect(lat).toBeLessThan(-6.9932);
    expect(lng).toBeGreaterThan(110.4203);

    // Dragging the pin eastwards moves it too.
    const at = (await pin(page).boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 120, at.y + at.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Number(await page.getByLabel('Longitude').inputValue())).toBeGreaterThan(lng);
    expect(await circle(page).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/radius-form-no-tiles-id.png`, fullPage: true });

    // Only the single probe of the tile server may have failed; nothing else complains.
    expect(noise.filter((text) => !/^Failed to load resource: net::ERR_\w+$/.test(text))).toEqual([]);
    expect(noise.length).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('with the tile server answering shows its tiles under the pin and circle, in English too', async () => {
    const { context, page } = await newPage(browser);
    let tiles = 0;
    await page.route(TILES, (route) => {
      tiles += 1;
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
    });
    await signIn(page, 'superadmin');
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await page.goto(RADIUS_FORM);
    const region = page.getByRole('region', { name: 'Location map' });
    await expect.poll(() => region.getAttribute('data-tiles')).toBe('shown');
    await expect.poll(() => region.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    await expect.poll(() => region.getByRole('status').count()).toBe(0);
    await page.getByLabel('Latitude').fill('-6.9932');
    await page.getByLabel('Longitude').fill('110.4203');
    await page.getByLabel('Radius (metres)').fill('150');
    await expect.poll(() => region.locator('path.map-radius').count()).toBe(1);
    expect(tiles).toBeGreaterThan(1);
    await page.screenshot({ path: `${SHOTS}/radius-form-tiles-en.png`, fullPage: true });
    await context.close();
  });
});
