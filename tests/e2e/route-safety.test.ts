import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests, launchBrowser, newPage, signIn } from './support/browser.ts';

/** The first row's id of a module's list, read with the signed-in user's token. */
function firstId(page: Page, model: string): Promise<number> {
  return page.evaluate(async (model) => {
    const token = localStorage.getItem('manpower.token');
    const response = await fetch(`/api/${model}/list?page=1&limit=1`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: { id: number }[] };
    return body.data[0]!.id;
  }, model);
}

/** Creates a record through the API with the signed-in user's token; its id. */
function create(page: Page, model: string, body: Record<string, unknown>): Promise<number> {
  return page.evaluate(
    async ({ model, body }) => {
      const token = localStorage.getItem('manpower.token');
      const response = await fetch(`/api/${model}/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: { id: number } }).data.id;
    },
    { model, body },
  );
}

/** Every API answer the page receives from now on. */
function recordAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response);
  });
  return answers;
}

const writeOrShow = (model: string) => new RegExp(`^/api/${model}/(create|update|\\d+/show)$`);
const refused = (answers: Response[]) => answers.filter((answer) => answer.status() === 401 || answer.status() === 403).map((answer) => answer.url());

/** The text of each paragraph, list item and heading the detail's Isi row shows, with its top edge. */
const htmlBlocks = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Isi', exact: true }) }).getByRole('cell').evaluate((root) =>
    Array.from(root.querySelectorAll('p, li, h2, h3')).map((node) => ({ tag: node.tagName, text: node.textContent ?? '', top: node.getBoundingClientRect().top })),
  );

describe('routes a user opens by URL, and the rich-text field', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows a read-only user the 403 screen for ?view=update and ?view=create on a table route, and calls nothing', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'staff.gedung');
    const id = await firstId(page, 'company');
    const answers = recordAnswers(page);
    for (const search of [`?view=update&id=${id}`, '?view=create']) {
      await page.goto(`/tenaga-kerja/company-managements${search}`);
      await expect.poll(() => page.getByText('Akses Ditolak').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Simpan' }).count()).toBe(0);
      expect(await page.getByRole('textbox').count()).toBe(0);
    }
    await page.screenshot({ path: '.tmp/route-safety-forbidden-id.png' });
    expect(answers.map((answer) => new URL(answer.url()).pathname).filter((path) => writeOrShow('company').test(path))).toEqual([]);
    expect(refused(answers)).toEqual([]);
    await context.close();
  });

  it('shows the list for a view a read-only module does not have', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const answers = recordAnswers(page);
    for (const path of ['/tenaga-kerja/presensi-pekerja', '/user-settings/user-approval', '/user-settings/user-register']) {
      for (const search of ['?view=update&id=1', '?view=create']) {
        await page.goto(`${path}${search}`);
        await expect.poll(() => page.getByPlaceholder('Cari data…').isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Simpan' }).count()).toBe(0);
        expect(await page.getByRole('heading', { name: /^(Edit|Tambah) / }).count()).toBe(0);
      }
    }
    const paths = answers.map((answer) => new URL(answer.url()).pathname);
    expect(paths.filter((path) => /\/(create|update|\d+\/show)$/.test(path))).toEqual([]);
    await context.close();
  });

  it('edits a user agreement in the rich-text editor and shows its paragraphs apart', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/konfigurasi-aplikasi/config-user-agreements');
    await page.getByRole('button', { name: 'Detail' }).first().click();
    await expect.poll(() => htmlBlocks(page).then((blocks) => blocks.length)).toBeGreaterThan(2);
    const seeded = await htmlBlocks(page);
    expect(seeded[0]).toMatchObject({ tag: 'H3', text: 'Syarat dan Ketentuan Penggunaan' });
    const items = seeded.filter((block) => block.tag === 'LI');
    expect(items.length).toBeGreaterThan(2);
    expect(items[1]!.top).toBeGreaterThan(items[0]!.top);

    const id = await create(page, 'user-agreement', { title: 'Perjanjian Uji E2E', version: 'e2e-1', content: '<p>Isi lama.</p>', active: 0 });
    await page.goto(`/konfigurasi-aplikasi/config-user-agreements?view=detail&id=${id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('textbox', { name: 'Isi' });
    await expect.poll(() => editor.textContent()).toBe('Isi lama.');
    await page.screenshot({ path: '.tmp/user-agreement-editor-id.png' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Paragraf pertama perjanjian.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Paragraf kedua perjanjian.');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Edit data Perjanjian Pengguna berhasil').isVisible()).toBe(true);
    await expect.poll(() => htmlBlocks(page).then((blocks) => blocks.map((block) => block.text))).toEqual([
      'Paragraf pertama perjanjian.',
      'Paragraf kedua perjanjian.',
    ]);
    const [first, second] = await htmlBlocks(page);
    expect(first!.tag).toBe('P');
    expect(second!.top).toBeGreaterThan(first!.top + 16);
    await page.screenshot({ path: '.tmp/user-agreement-detail-id.png' });

    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Back', exact: true }).first().isVisible()).toBe(true);
    await page.screenshot({ path: '.tmp/user-agreement-detail-en.png' });
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Content' }).textContent()).toContain('Paragraf kedua perjanjian.');
    await page.screenshot({ path: '.tmp/user-agreement-editor-en.png' });
    await page.getByRole('button', { name: 'Indonesia', exact: true }).first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Simpan' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the rich-text field's frame, tools and text while the editor loads, so nothing below it moves when it arrives", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const id = await create(page, 'user-agreement', { title: 'Perjanjian Tata Letak', version: 'e2e-2', content: '<h3>Judul</h3><ol><li>Butir satu.</li><li>Butir dua.</li></ol>', active: 0 });
    const release = await holdRequests(page, '**/assets/rich-text-editor-*.js');
    await page.goto(`/konfigurasi-aplikasi/config-user-agreements?view=update&id=${id}`);
    await expect.poll(() => page.getByText('Butir dua.').isVisible()).toBe(true);
    const save = page.getByRole('button', { name: 'Simpan' });
    const top = () => save.evaluate((button) => button.getBoundingClientRect().top);
    // The tools stand there, not usable yet, and there is no text box to type into before the editor.
    expect(await page.getByRole('button', { name: 'Tebal' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Isi' }).count()).toBe(0);
    const waiting = await top();

    release();
    await expect.poll(() => page.getByRole('textbox', { name: 'Isi' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Tebal' }).isEnabled()).toBe(true);
    expect(await top()).toBe(waiting);
    await context.close();
  });
});
