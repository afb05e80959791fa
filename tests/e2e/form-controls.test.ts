import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { holdRequests, launchBrowser, newPage, signIn } from './support/browser.ts';

/** The value cell of a detail row, by its label. */
const detailValue = (page: Page, label: string) =>
  page.locator('tr', { has: page.locator('th', { hasText: label }) }).locator('td').first().textContent();

const rowTexts = (page: Page) => page.locator('table tbody tr').allTextContents();

async function switchLanguage(page: Page, name: 'English' | 'Indonesia') {
  await page.getByRole('button', { name, exact: true }).first().click();
}

describe('yes/no controls and relation inputs in the generic forms (issue #8)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("ticks 'Admin Departemen' on a role's edit form, and the detail then says Ya", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const created = await api(page, 'POST', '/role/create', { role_name: 'E2E Role Kepala Proyek', active: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    await page.goto(`/user-settings/role?view=update&id=${id}`);
    const box = page.getByRole('checkbox', { name: 'Admin Departemen' });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByText('Maaf, opsi data tidak ditemukan').count()).toBe(0);
    await box.check();
    await page.screenshot({ path: '.tmp/role-form-id.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Edit data Role berhasil').isVisible()).toBe(true);
    await expect.poll(() => detailValue(page, 'Admin Departemen')).toBe('Ya');
    expect(await detailValue(page, 'Bisa Dipilih saat Registrasi')).toBe('Tidak Diizinkan');
    expect((await api(page, 'GET', `/role/${id}/show`)).body.data.is_department_admin).toBe(true);

    await switchLanguage(page, 'English');
    await page.goto(`/user-settings/role?view=update&id=${id}`);
    expect(await page.getByRole('checkbox', { name: 'Department Admin' }).isChecked()).toBe(true);
    await page.screenshot({ path: '.tmp/role-form-en.png', fullPage: true });
    await switchLanguage(page, 'Indonesia');
    await context.close();
  });

  it("toggles a project's 'Risiko Tinggi' on and off, and each save persists", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const department = (await api(page, 'GET', '/department/dataset?limit=1')).body.data[0];
    const created = await api(page, 'POST', '/project/create', { project_name: 'E2E Proyek Berisiko', department_id: department.id, active: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    for (const wanted of [true, false]) {
      await page.goto(`/unit-operasi/project?view=update&id=${id}`);
      const box = page.getByRole('checkbox', { name: 'Risiko Tinggi' });
      await box.waitFor();
      // The form is drawn with its map already in: a map arriving later pushed this switch 260 px
      // down under the pointer, and a click meant for it landed elsewhere.
      expect(await page.locator('form .leaflet-container').count()).toBe(1);
      expect(await box.isChecked()).toBe(!wanted);
      await box.setChecked(wanted);
      await page.getByRole('button', { name: 'Simpan' }).click();
      await expect.poll(() => page.getByText('Edit data Proyek berhasil').isVisible()).toBe(true);
      await expect.poll(() => detailValue(page, 'Risiko Tinggi')).toBe(wanted ? 'Ya' : 'Tidak');
      expect((await api(page, 'GET', `/project/${id}/show`)).body.data.is_high_risk).toBe(wanted);
      await page.getByText('Edit data Proyek berhasil').waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  it('filters roles on a yes/no field: Ya, Tidak, then Semua', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    for (const [name, flag] of [['E2E Saring Admin', true], ['E2E Saring Biasa', false]] as const) {
      expect((await api(page, 'POST', '/role/create', { role_name: name, is_department_admin: flag, active: 1 })).status).toBe(201);
    }
    await page.goto('/user-settings/role');
    await page.getByPlaceholder('Cari data…').fill('E2E Saring');
    await expect.poll(async () => (await rowTexts(page)).length).toBe(2);
    const choose = async (choice: string) => {
      await page.getByRole('button', { name: 'Filter', exact: true }).click();
      await page.getByRole('radiogroup', { name: 'Admin Departemen' }).getByRole('radio', { name: choice, exact: true }).check();
      await page.getByRole('button', { name: 'Terapkan Filter' }).click();
    };
    await choose('Ya');
    await expect.poll(async () => (await rowTexts(page)).join('|')).toMatch(/^[^|]*E2E Saring Admin[^|]*$/);
    await choose('Tidak');
    await expect.poll(async () => (await rowTexts(page)).join('|')).toMatch(/^[^|]*E2E Saring Biasa[^|]*$/);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const any = page.getByRole('radiogroup', { name: 'Admin Departemen' }).getByRole('radio', { name: 'Semua', exact: true });
    await any.waitFor();
    await page.screenshot({ path: '.tmp/role-filter-id.png' });
    await any.check();
    await page.getByRole('button', { name: 'Terapkan Filter' }).click();
    await expect.poll(async () => (await rowTexts(page)).length).toBe(2);
    await context.close();
  });

  it("shows the worker's name in 'Tenaga Kerja' when a blacklist entry's edit form opens, and keeps the worker on save", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const entry = (await api(page, 'GET', '/employee-blacklist/list?limit=1')).body.data[0];
    expect(entry.employee.fullname).toBeTruthy();
    await page.goto(`/tenaga-kerja/employee-blacklist?view=update&id=${entry.id}`);
    const worker = page.getByRole('group', { name: 'Tenaga Kerja' });
    await expect.poll(() => worker.textContent()).toContain(entry.employee.fullname);
    await page.screenshot({ path: '.tmp/blacklist-form-id.png', fullPage: true });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByText('Edit data Blacklist Tenaga Kerja berhasil').isVisible()).toBe(true);
    expect((await api(page, 'GET', `/employee-blacklist/${entry.id}/show`)).body.data.employee_id).toBe(entry.employee_id);

    await switchLanguage(page, 'English');
    await page.goto(`/tenaga-kerja/employee-blacklist?view=update&id=${entry.id}`);
    await expect.poll(() => page.getByRole('group', { name: 'Worker' }).textContent()).toContain(entry.employee.fullname);
    await page.screenshot({ path: '.tmp/blacklist-form-en.png', fullPage: true });
    await switchLanguage(page, 'Indonesia');
    await context.close();
  });

  it("shows a blacklisted worker's name in 'Tenaga Kerja' when a data-change request's edit form opens", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const { employee } = (await api(page, 'GET', '/employee-blacklist/list?limit=1')).body.data[0];
    const created = await api(page, 'POST', '/employee-request-change/create', { employee_id: employee.id, status: 'verification_request' });
    expect(created.status).toBe(201);
    await page.goto(`/tenaga-kerja/employee-request-changes?view=update&id=${created.body.data.id}`);
    await expect.poll(() => page.getByRole('group', { name: 'Tenaga Kerja' }).textContent()).toContain(employee.fullname);
    await page.screenshot({ path: '.tmp/request-change-form-id.png', fullPage: true });
    await context.close();
  });

  it('keeps the fields below a select where they are while its options load, its spinner inside the box', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const release = await holdRequests(page, '**/api/blood-type/dataset*', '**/api/manpower-type/dataset*');
    await page.goto('/tenaga-kerja/employee?view=create');
    const bloodType = page.getByRole('combobox', { name: 'Golongan Darah' });
    const spinner = page.locator('.MuiFormControl-root', { has: bloodType }).getByRole('progressbar', { name: 'Memuat pilihan…' });
    await expect.poll(() => spinner.isVisible()).toBe(true);
    const below = page.getByText('Foto KTP / Paspor', { exact: true });
    const top = async () => (await below.boundingBox())!.y;
    const whileLoading = await top();
    await page.screenshot({ path: 'test-results/form-options-loading.png' });

    release();
    await expect.poll(() => spinner.count()).toBe(0);
    expect(await top()).toBe(whileLoading);
    await bloodType.click();
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);
    await context.close();
  });
});

