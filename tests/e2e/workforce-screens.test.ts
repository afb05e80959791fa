import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { DEMO_PASSWORD, launchBrowser, newPage, sideMenu, signIn } from './support/browser.ts';

const detailRow = (page: Page, label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) });
async function departmentId(page: Page, name: string): Promise<number> {
  const departments = (await api(page, 'GET', '/department/dataset?limit=100')).body.data as { id: number; department_name: string }[];
  return departments.find((department) => department.department_name === name)!.id;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/workforce-${name}.png`, fullPage: true });

describe('visitors, the audit log, rating types and the rating panel, clicked through as users', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    await signIn(admin.page, 'superadmin');
  });
  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
  });

  it('opens the visitors from the side menu, adds one, and reaches a visitor from the guest book', async () => {
    const { page } = admin;
    await sideMenu(page).getByText('Pengunjung', { exact: true }).click();
    await page.waitForURL(/\/tenaga-kerja\/visitor/);
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await page.getByLabel(/^Nama Lengkap/).fill('Rina Tamu Uji');
    await page.getByLabel(/^Instansi/).fill('PT Konsultan Uji');
    await page.getByLabel(/^Jabatan/).fill('Pengawas K3');
    await page.getByLabel(/^Kontak/).fill('0812-0000-1111');
    await page.getByLabel(/^Nomor QR/).fill('QR-UJI-0001');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => detailRow(page, 'Instansi').textContent()).toContain('PT Konsultan Uji');
    expect(await detailRow(page, 'Jabatan').textContent()).toContain('Pengawas K3');
    expect(await detailRow(page, 'Kontak').textContent()).toContain('0812-0000-1111');
    expect(await detailRow(page, 'Nomor QR').textContent()).toContain('QR-UJI-0001');
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Buku Tamu']);
    await shot(page, 'visitor-detail');

    await sideMenu(page).getByText('Buku Tamu', { exact: true }).click();
    await page.waitForURL(/\/tenaga-kerja\/buku-tamu/);
    const visitorLink = page.locator('table tbody tr').first().getByRole('link');
    await expect.poll(() => visitorLink.count()).toBe(1);
    const name = (await visitorLink.textContent())!.trim();
    await shot(page, 'guest-book-list');
    await visitorLink.click();
    await page.waitForURL(/\/tenaga-kerja\/visitor\?view=detail&id=\d+/);
    await expect.poll(() => detailRow(page, 'Nama Lengkap').textContent()).toContain(name);
    // Below the visitor, their own visits: the one just followed among them.
    await expect.poll(() => page.getByText(/^1–\d+ dari [1-9]\d* data$/).count()).toBe(1);
  });

  it('shows an edit in the audit log as each field\'s label with its value before → after', async () => {
    const { page } = admin;
    const types = (await api(page, 'GET', '/equipment-type/dataset?limit=2')).body.data as { id: number; equipment_type_name: string }[];
    const created = await api(page, 'POST', '/equipment/create', {
      department_id: await departmentId(page, 'Departemen Gedung'),
      equipment_name: 'Pompa Uji Audit',
      equipment_number: 'E2E-AUD-01',
      equipment_type_id: types[0]!.id,
      condition: 'good',
      operational_status: 'operational',
      purchase_price: 1250000,
    });
    expect(created.status).toBe(201);
    await page.goto(`/unit-operasi/equipments?view=update&id=${created.body.data.id}`);
    const name = page.getByLabel(/^Nama Alat/);
    await expect.poll(() => name.inputValue()).toBe('Pompa Uji Audit');
    await name.fill('Pompa Uji Audit Baru');
    await page.getByRole('radio', { name: 'Rusak' }).check();
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => detailRow(page, 'Nama Alat').textContent()).toContain('Pompa Uji Audit Baru');

    await sideMenu(page).getByText('Log Audit', { exact: true }).click();
    await page.waitForURL(/\/user-settings\/audit-log/);
    const newest = page.locator('table tbody tr').first();
    await expect.poll(() => newest.textContent()).toContain('Diubah');
    expect(await newest.textContent()).toContain('Alat');
    await newest.getByRole('button', { name: 'Detail' }).click();
    const changes = page.getByRole('table', { name: 'Perubahan Data' });
    await expect.poll(() => changes.getByRole('row').allTextContents()).toEqual(['DataSebelumSesudah', 'Nama AlatPompa Uji AuditPompa Uji Audit Baru', 'KondisiBaikRusak']);
    await shot(page, 'audit-detail-id');

    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    const english = page.getByRole('table', { name: 'Changes' });
    await expect.poll(() => english.getByRole('row').allTextContents()).toEqual(['FieldBeforeAfter', 'Equipment NamePompa Uji AuditPompa Uji Audit Baru', 'ConditionGoodDamaged']);
    await shot(page, 'audit-detail-en');
    await page.getByRole('button', { name: 'Indonesia', exact: true }).first().click();
    await expect.poll(() => page.getByRole('table', { name: 'Perubahan Data' }).count()).toBe(1);
  });

  it('lists the rating types under master data', async () => {
    const { page } = admin;
    await sideMenu(page).getByText('Master Tipe Rating', { exact: true }).click();
    await page.waitForURL(/\/master-data\/m-rating-types/);
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(1);
    await shot(page, 'rating-types');
  });

  describe('the rating panel (spec §6: view- loads it, do-rating- shows its form)', () => {
    let workerId: number;
    let ratingTypes: string[];
    const users: Record<'rater' | 'viewer' | 'outsider', string> = { rater: 'e2e.penilai', viewer: 'e2e.pembaca', outsider: 'e2e.tamu' };

    beforeAll(async () => {
      const { page } = admin;
      const gedung = await departmentId(page, 'Departemen Gedung');
      const permissions = (await api(page, 'GET', '/permission/dataset?limit=1000')).body.data as { id: number; name: string }[];
      const ids = (...names: string[]) => names.map((name) => ({ id: permissions.find((permission) => permission.name === name)!.id }));
      const grants = { rater: ids('view-employee', 'do-rating-employee'), viewer: ids('view-employee'), outsider: ids('view-guest-book') };
      for (const [who, username] of Object.entries(users) as [keyof typeof users, string][]) {
        const role = await api(page, 'POST', '/role/create', { role_name: `E2E Rating ${who}`, active: 1, permissions: grants[who] });
        expect(role.status, JSON.stringify(role.body)).toBe(201);
        const user = await api(page, 'POST', '/user/create', {
          fullname: `E2E ${who}`,
          username,
          email: `${username}@example.com`,
          password_hash: DEMO_PASSWORD,
          role_id: role.body.data.id,
          department_id: gedung,
          active: 1,
        });
        expect(user.status, JSON.stringify(user.body)).toBe(201);
      }
      const worker = await api(page, 'POST', '/employee/create', { fullname: 'Pekerja Uji Rating', nik: 'E2ERATING0001', login_status: 'active', active: 1, department_id: gedung });
      expect(worker.status, JSON.stringify(worker.body)).toBe(201);
      workerId = worker.body.data.id;
      ratingTypes = (await api(page, 'GET', `/rating/employee?subject_id=${workerId}`)).body.data.data_rating.map((row: { rating_type_name: string }) => row.rating_type_name);
      expect(ratingTypes.length).toBeGreaterThan(1);
    });

    /** A fresh sign-in of one of the test's users, on the worker's detail. */
    async function workerDetailAs(username: string) {
      const opened = await newPage(browser);
      await signIn(opened.page, username);
      await opened.page.goto(`/tenaga-kerja/employee?view=detail&id=${workerId}`);
      return opened;
    }
    const panel = (page: Page) => page.locator('.MuiPaper-root').filter({ has: page.getByLabel('Nilai keseluruhan') });
    const overall = (page: Page) => page.getByLabel('Nilai keseluruhan').textContent();
    /** What the rater's stars make of the overall: five on the first aspect and four on the rest, averaged, in Indonesian. */
    const ratedOverall = () => ((5 + 4 * (ratingTypes.length - 1)) / ratingTypes.length).toFixed(2).replace('.', ',');
    /** The panel's row of one aspect: its name, its average and the reader's own rating. */
    const aspect = (page: Page, type: string) => panel(page).getByRole('group', { name: type, exact: true });

    it('lets a user with do-rating rate a worker, and the overall updates', async () => {
      const { context, page } = await workerDetailAs(users.rater);
      await expect.poll(() => overall(page)).toBe('0,00');
      expect(await aspect(page, ratingTypes[0]!).textContent()).toContain('Belum dinilai');
      const form = page.getByRole('form', { name: 'Penilaian saya' });
      // Four stars on every aspect but the first, which gets five: the overall is their mean.
      for (const [index, type] of ratingTypes.entries()) {
        // The star's radio is visually hidden: a user clicks its star, the radio's label.
        const star = form.getByLabel(`${type}: beri ${index === 0 ? 5 : 4} bintang`, { exact: true });
        await form.locator(`label[for="${await star.getAttribute('id')}"]`).click();
        await expect.poll(() => star.isChecked()).toBe(true);
      }
      await form.getByRole('button', { name: 'Kirim Penilaian' }).click();
      await expect.poll(() => overall(page)).toBe(ratedOverall());
      // Each aspect now shows the rater's own stars beside its average, which is theirs alone so far.
      for (const [index, type] of ratingTypes.entries()) {
        const own = index === 0 ? 5 : 4;
        await expect.poll(() => aspect(page, type).textContent()).toContain(`Penilaian saya: ${own}`);
        expect(await aspect(page, type).textContent()).toContain(`${own},00`);
      }
      // The worker's stored rating in the detail's table follows.
      await expect.poll(() => detailRow(page, 'Rating').textContent()).toContain(ratedOverall());
      await panel(page).scrollIntoViewIfNeeded();
      await shot(page, 'rating-rater');
      await context.close();
    });

    it('shows a user with only view- the panel without its form', async () => {
      const { context, page } = await workerDetailAs(users.viewer);
      await expect.poll(() => overall(page)).toBe(ratedOverall());
      expect(await panel(page).getByRole('img').count()).toBeGreaterThan(ratingTypes.length);
      for (const type of ratingTypes) expect(await panel(page).getByText(type, { exact: true }).count()).toBe(1);
      // Without do-rating they still read, per aspect, the average and that they have not rated it themselves.
      const first = aspect(page, ratingTypes[0]!);
      expect(await first.getByRole('img', { name: '5,00 dari 5 bintang' }).count()).toBe(1);
      expect(await first.textContent()).toContain('Belum dinilai');
      const second = await aspect(page, ratingTypes[1]!).textContent();
      expect(second).toContain('4,00');
      expect(second).toContain('Belum dinilai');
      expect(await page.getByRole('form', { name: 'Penilaian saya' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Kirim Penilaian' }).count()).toBe(0);
      await shot(page, 'rating-viewer');
      await context.close();
    });

    it('shows a user without view- no panel, and the server refuses them the rating', async () => {
      const { context, page } = await workerDetailAs(users.outsider);
      await expect.poll(() => page.getByText('403').first().isVisible()).toBe(true);
      expect(await page.getByLabel('Nilai keseluruhan').count()).toBe(0);
      expect((await api(page, 'GET', `/rating/employee?subject_id=${workerId}`)).status).toBe(403);
      await context.close();
    });

    it('shows the panel on a vendor\'s detail too', async () => {
      const { page } = admin;
      const vendor = (await api(page, 'GET', '/convalsal/list?limit=1')).body.data[0] as { id: number };
      await page.goto(`/unit-operasi/convalsals?view=detail&id=${vendor.id}`);
      await expect.poll(() => overall(page)).toMatch(/^\d,\d\d$/);
      await expect.poll(() => page.getByRole('form', { name: 'Penilaian saya' }).count()).toBe(1);
      await shot(page, 'rating-vendor');
    });
  });
});
