import type { Browser, BrowserContext, Page } from 'playwright-core';
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
/** Whether the pin's point (the bottom of its icon) is at the centre of the map, where the map pans a moved pin. */
const pinAtCentre = async (page: Page) => {
  const [frame, icon] = [await map(page).locator('.leaflet-container').boundingBox(), await pin(page).boundingBox()];
  if (!frame || !icon) return false;
  return Math.abs(icon.x + icon.width / 2 - (frame.x + frame.width / 2)) < 2 && Math.abs(icon.y + icon.height - (frame.y + frame.height / 2)) < 2;
};
/** A coordinate field's number, read as the Indonesian screen writes it (decimal comma). */
const coordinate = async (page: Page, label: string) => Number((await page.getByLabel(label).inputValue()).replace(',', '.'));

let browser: Browser;
let context: BrowserContext;
let page: Page;
let noise: string[];

// One sign-in for the file: the Indonesian tests first, then the one switching to English.
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await newPage(browser));
  noise = watchConsole(page);
  await signIn(page, 'superadmin');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('map picker (issue #12): pins and radius on the configured tiles, or on a plain background without them', () => {
  it('without reachable tiles says so, still draws the pin and the radius, and typed or clicked coordinates move the pin and fill the fields', async () => {
    await page.goto(RADIUS_FORM);
    await expect.poll(() => map(page).getAttribute('data-tiles')).toBe('unavailable');
    await expect.poll(() => map(page).getByRole('status').textContent()).toBe('Peta dasar tidak dapat dimuat; pin dan radius tetap ditampilkan.');
    expect(await map(page).locator('.leaflet-tile').count()).toBe(0);

    // Typed as an Indonesian user types them, with a decimal comma (spec §9).
    await page.getByLabel('Latitude').fill('-6,9932');
    await page.getByLabel('Longitude').fill('110,4203');
    await page.getByLabel('Radius (meter)').fill('150');
    await expect.poll(() => pin(page).count()).toBe(1);
    await expect.poll(() => circle(page).count()).toBe(1);

    // A click elsewhere on the map moves the pin there and writes its coordinates into the fields.
    const box = (await map(page).boundingBox())!;
    await map(page).click({ position: { x: box.width / 2 + 80, y: box.height / 2 + 40 } });
    await expect.poll(() => page.getByLabel('Longitude').inputValue()).not.toBe('110,4203');
    expect(await page.getByLabel('Longitude').inputValue()).toMatch(/^110,\d+$/);
    const [lat, lng] = [await coordinate(page, 'Latitude'), await coordinate(page, 'Longitude')];
    expect(lat).toBeLessThan(-6.9932);
    expect(lng).toBeGreaterThan(110.4203);

    // Dragging the pin eastwards moves it too, once the map has panned it to the centre as a
    // user sees it come to rest (a drag started mid-pan misses the pin and only moves the map).
    await expect.poll(() => pinAtCentre(page)).toBe(true);
    const at = (await pin(page).boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 120, at.y + at.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => coordinate(page, 'Longitude')).toBeGreaterThan(lng);
    expect(await circle(page).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/radius-form-no-tiles-id.png`, fullPage: true });

    // Only the single probe of the tile server may have failed; nothing else complains.
    expect(noise.filter((text) => !/^Failed to load resource: net::ERR_\w+$/.test(text))).toEqual([]);
    expect(noise.length).toBeLessThanOrEqual(1);
  });
});

/** The presence radii of a project, read over the API as the signed-in user. */
function radiiOf(projectId: number): Promise<{ id: number; location_name: string; radius_m: number; latitude: number; longitude: number }[]> {
  return page.evaluate(async (projectId) => {
    const token = localStorage.getItem('manpower.token');
    const filters = encodeURIComponent(JSON.stringify({ project_id: projectId }));
    const response = await fetch(`/api/presence-radius/list?page=1&limit=100&filters=${filters}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: never[] }).data;
  }, projectId);
}

/** The first project's id, as the signed-in user sees it. */
function firstProjectId(): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('manpower.token');
    const response = await fetch('/api/project/list?page=1&limit=1', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
  });
}

describe('table input (issue #12): a project\'s presence radii edited in place below its detail', () => {
  it('adds a line with its location on the map, refuses empty cells with their messages, edits and deletes it, each saved through the API', async () => {
    const projectId = await firstProjectId();
    await page.goto(`/unit-operasi/project?view=detail&id=${projectId}`);
    await page.getByRole('tab', { name: 'Radius Presensi' }).click();
    const lines = page.locator('tr[data-line]');
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    const added = page.locator('tr[data-line="new"]');
    await added.getByLabel('Nama Lokasi 1').fill('Pos Uji Peta');
    await added.getByRole('button', { name: 'Simpan baris 1' }).click();
    // Nothing saved: each empty required cell says so under itself.
    await expect.poll(() => added.getByText('Radius (meter) harus diisi').count()).toBe(1);
    await expect.poll(() => added.getByText('Latitude harus diisi').count()).toBe(1);

    // The line's location on the map: typed there, its pin and the radius circle drawn.
    await added.getByLabel('Radius (meter) 1').fill('120');
    await added.getByRole('button', { name: 'Lokasi baris 1 di peta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lokasi baris 1 di peta' });
    await dialog.getByLabel('Latitude').fill('-6.9932');
    await dialog.getByLabel('Longitude').fill('110.4203');
    await expect.poll(() => dialog.locator('.leaflet-marker-icon').count()).toBe(1);
    await expect.poll(() => dialog.locator('path.map-radius').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/radius-line-map-id.png` });
    await dialog.getByRole('button', { name: 'Selesai' }).click();
    await expect.poll(() => added.getByLabel('Longitude 1').inputValue()).toBe('110.4203');
    await expect.poll(() => added.getByText('Latitude harus diisi').count()).toBe(0);
    await added.getByRole('button', { name: 'Simpan baris 1' }).click();
    await expect.poll(() => page.getByText('Data Radius Presensi berhasil ditambahkan').count()).toBe(1);
    await expect.poll(async () => (await radiiOf(projectId)).filter((radius) => radius.location_name === 'Pos Uji Peta').map(({ radius_m, latitude, longitude }) => [radius_m, latitude, longitude])).toEqual([[120, -6.9932, 110.4203]]);
    await expect.poll(() => page.locator('tr[data-line="new"]').count()).toBe(0);

    // Newest first: the saved line is line 1; a bad radius is refused in its cell, a good one saved.
    const saved = lines.first();
    await expect.poll(() => saved.getByLabel('Nama Lokasi 1').inputValue()).toBe('Pos Uji Peta');
    await saved.getByLabel('Radius (meter) 1').fill('0');
    await expect.poll(() => saved.getByText(/^(Nilai )?Radius \(meter\)/).count()).toBe(1);
    await saved.getByLabel('Radius (meter) 1').fill('200');
    await saved.getByRole('button', { name: 'Simpan baris 1' }).click();
    await expect.poll(() => page.getByText('Edit data Radius Presensi berhasil').count()).toBe(1);
    await expect.poll(async () => (await radiiOf(projectId)).find((radius) => radius.location_name === 'Pos Uji Peta')?.radius_m).toBe(200);
    await page.screenshot({ path: `${SHOTS}/radius-lines-id.png`, fullPage: true });

    await saved.getByRole('button', { name: 'Hapus baris 1' }).click();
    await page.getByRole('button', { name: 'Ya, Lanjutkan' }).click();
    await expect.poll(async () => (await radiiOf(projectId)).some((radius) => radius.location_name === 'Pos Uji Peta')).toBe(false);
    await expect.poll(() => page.getByLabel('Nama Lokasi 1').inputValue().catch(() => '')).not.toBe('Pos Uji Peta');
  });
});

describe('map picker in English (issue #12)', () => {
  it('with the tile server answering shows its tiles under the pin and circle, in English too', async () => {
    let tiles = 0;
    await page.route(TILES, (route) => {
      tiles += 1;
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
    });
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
    await page.unroute(TILES);
  });
});
