import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests, launchBrowser, newPage, signIn } from './support/browser.ts';

type Row = Record<string, any>;

/** A GET through the API with the signed-in user's token: what the screen is expected to show. */
function api<T = any>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const token = localStorage.getItem('manpower.token');
    const response = await fetch(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  }, path);
}

const listOf = (page: Page, model: string, filters: Row) =>
  api<{ data: Row[]; total: number; rekap: Record<string, number> }>(page, `/${model}/list?page=1&limit=20&filters=${encodeURIComponent(JSON.stringify(filters))}`);

/** Money as spec §9 writes it, worked out here digit by digit: 'Rp.' then '.' every three digits and ',' before 2 decimals. */
function rupiah(value: number): string {
  const [whole, cents] = value.toFixed(2).split('.');
  return `Rp.${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** A whole number with '.' for thousands, as the statistic cards show it. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const statistic = (page: Page, id: string) => page.locator(`[data-statistic="${id}"]`).first().textContent();

const TABS_ID = [
  'Perangkat Proyek',
  'Presensi Management',
  'Mandor Proyek',
  'Riwayat Manpower',
  'Presensi Pekerja',
  'Presensi Raw',
  'Presensi Visitor',
  'Manpower Proyek',
  'Dokumen Valsal Proyek',
  'Vendor / Subkon Proyek',
  'Pemetaan Pengguna Proyek',
  'Radius Presensi',
];
const TABS_EN = [
  'Project Device',
  'Management Presence',
  'Project Foreman',
  'Manpower History',
  'Worker Presence',
  'Raw Presence',
  'Visitor Presence',
  'Project Manpower',
  'Project Vendor Document',
  'Project Vendor / Subcontractor',
  'Project User Mapping',
  'Presence Radius',
];

/** Each new tab: its label, its model, and what of its first row the table must show. */
const NEW_TABS: { label: string; model: string; shows: (row: Row) => string }[] = [
  { label: 'Presensi Management', model: 'presence-management', shows: (row) => row.user.fullname },
  { label: 'Riwayat Manpower', model: 'employee-project-history', shows: (row) => row.employee.fullname },
  { label: 'Presensi Pekerja', model: 'presence-worker', shows: (row) => row.employee.fullname },
  { label: 'Presensi Raw', model: 'presence', shows: (row) => (row.employee ?? row.user ?? row.visitor).fullname },
  { label: 'Presensi Visitor', model: 'presence-visitor', shows: (row) => row.visitor.fullname },
  { label: 'Dokumen Valsal Proyek', model: 'project-convalsal-document', shows: (row) => row.document_type.document_type_name },
];

describe('the project sub-screens (spec §2): single project summary and its tabs', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signIn(page, 'superadmin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('opens a project on its summary: contract value in Rp., progress, flags, its pin on the map and its head counts, then its fields and 12 tabs', async () => {
    const projects = await listOf(page, 'project', {});
    const project = projects.data.find((row) => row.is_high_risk && row.latitude !== null) ?? projects.data[0]!;
    const summary = (await api(page, `/project-summary/${project.id}`)).data;
    await page.goto(`/unit-operasi/project?view=detail&id=${project.id}`);

    const panel = page.getByRole('region', { name: 'Ringkasan Proyek' });
    await expect.poll(() => panel.locator('[data-summary="contract-value"]').textContent()).toBe(rupiah(Number(project.initial_contract_value)));
    const progress = `${String(Number(project.progress)).replace('.', ',')}%`;
    expect(await panel.locator('[data-summary="progress"]').textContent()).toBe(progress);
    expect(await panel.getByText(`Risiko Tinggi: ${project.is_high_risk ? 'Ya' : 'Tidak'}`).isVisible()).toBe(true);
    expect(await panel.getByText(`Joint Operation (KSO): ${project.is_joint_operation ? 'Ya' : 'Tidak'}`).isVisible()).toBe(true);
    expect(await panel.getByText(project.address).isVisible()).toBe(true);
    // The project's pin, and one pin with its circle per active check-in area of the project.
    const radii = (await listOf(page, 'presence-radius', { project_id: project.id, active: 1 })).data;
    const map = panel.getByRole('region', { name: 'Peta lokasi' });
    await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBe(1 + radii.length);
    expect(await map.locator('path.map-radius').count()).toBe(radii.length);
    expect(await map.locator(`.leaflet-marker-icon[title="${project.project_name}"]`).count()).toBe(1);
    for (const radius of radii) expect(await map.locator(`.leaflet-marker-icon[title="${radius.location_name}"]`).count(), radius.location_name).toBe(1);
    // A read-only map: the pin does not follow a click.
    const pin = map.locator(`.leaflet-marker-icon[title="${project.project_name}"]`);
    const pinBefore = await pin.boundingBox();
    await map.click({ position: { x: 20, y: 120 } });
    expect(await pin.boundingBox()).toEqual(pinBefore);

    for (const [id, label] of [
      ['workers', 'Tenaga Kerja Aktif'],
      ['present_today', 'Hadir Hari Ini'],
      ['foremen', 'Mandor Aktif'],
      ['vendors', 'Vendor / Subkon'],
      ['devices', 'Perangkat Aktif'],
    ] as const) {
      await expect.poll(() => statistic(page, id), { message: id }).toBe(grouped(summary[id]));
      expect(await panel.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    const workers = await listOf(page, 'project-manpower', { project_id: project.id, active: 1 });
    expect(summary.workers).toBe(new Set(workers.data.map((row) => row.employee_id)).size);
    expect(await page.getByRole('rowheader', { name: 'Nilai Kontrak Awal', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(TABS_ID);
    await page.screenshot({ path: '.tmp/project-screens-summary-id.png', fullPage: true });
  });

  it('keeps the fields and the tabs where they first show while the head counts and the map arrive above them', async () => {
    const project = (await listOf(page, 'project', {})).data.find((row) => row.latitude !== null)!;
    const summary = (await api(page, `/project-summary/${project.id}`)).data;
    const late = ['**/api/project-summary/*', '**/assets/location-map-*.js'];
    const release = await holdRequests(page, ...late);
    await page.goto(`/unit-operasi/project?view=detail&id=${project.id}`);
    const tabs = page.getByRole('tablist');
    const field = page.getByRole('rowheader', { name: 'Nilai Kontrak Awal', exact: true });
    await expect.poll(() => tabs.isVisible()).toBe(true);
    expect(await page.locator('[data-statistic="workers"]').getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('status', { name: 'Memuat…' }).count()).toBe(1);
    const [tabsBefore, fieldBefore] = [await tabs.boundingBox(), await field.boundingBox()];

    release();
    await expect.poll(() => statistic(page, 'workers')).toBe(grouped(summary.workers));
    await expect.poll(() => page.getByRole('region', { name: 'Peta lokasi' }).locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    expect(await tabs.boundingBox()).toEqual(tabsBefore);
    expect(await field.boundingBox()).toEqual(fieldBefore);
    for (const pattern of late) await page.unroute(pattern);
  });

  it("clicks through each new tab and sees that project's rows, counted as the server counts them", async () => {
    // A project with rows in every new tab (the demo's visitors come to a few projects only).
    let project: Row | undefined;
    for (const candidate of (await listOf(page, 'project', {})).data) {
      const totals = await Promise.all(NEW_TABS.map(async (tab) => (await listOf(page, tab.model, { project_id: candidate.id })).total));
      if (totals.every((total) => total > 0)) {
        project = candidate;
        break;
      }
    }
    if (!project) throw new Error('the demo seed gives no project rows in every new tab');
    await page.goto(`/unit-operasi/project?view=detail&id=${project.id}`);
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(TABS_ID);
    for (const tab of NEW_TABS) {
      const expected = await listOf(page, tab.model, { project_id: project.id });
      await page.getByRole('tab', { name: tab.label, exact: true }).click();
      const shown = page.getByRole('cell', { name: tab.shows(expected.data[0]!), exact: true }).first();
      await expect.poll(() => shown.isVisible(), { message: tab.label }).toBe(true);
      // The tab's statistics (the manpower history has none) are the project's alone.
      for (const [id, value] of Object.entries(expected.rekap).slice(0, 2)) {
        await expect.poll(() => statistic(page, id), { message: `${tab.label} ${id}` }).toBe(grouped(Math.round(value)));
      }
      // The project is the tab's key: no project column repeats it.
      expect(await page.getByRole('columnheader', { name: 'Proyek', exact: true }).count()).toBe(0);
      await page.screenshot({ path: `.tmp/project-screens-${tab.model}-id.png`, fullPage: true });
    }
    // The vendor documents say which required document is not uploaded yet.
    expect(await page.getByRole('cell', { name: 'Belum Diunggah', exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('columnheader', { name: 'Wajib Diunggah' }).isVisible()).toBe(true);
  });

  it('shows the summary and the tabs in English', async () => {
    const project = (await listOf(page, 'project', {})).data[0]!;
    await page.goto(`/unit-operasi/project?view=detail&id=${project.id}`);
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(TABS_EN);
    const panel = page.getByRole('region', { name: 'Project Summary' });
    expect(await panel.getByText('Initial Contract Value', { exact: true }).isVisible()).toBe(true);
    expect(await panel.locator('[data-summary="contract-value"]').textContent()).toBe(rupiah(Number(project.initial_contract_value)));
    expect(await panel.getByText(`High Risk: ${project.is_high_risk ? 'Yes' : 'No'}`).isVisible()).toBe(true);
    for (const label of ['Active Workers', 'Present Today', 'Active Foremen', 'Vendors / Subcontractors', 'Active Devices', 'Project Location', 'Progress']) {
      expect(await panel.getByText(label, { exact: true }).isVisible(), label).toBe(true);
    }
    await page.getByRole('tab', { name: 'Project Vendor Document', exact: true }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Upload Status' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('cell', { name: 'Not Uploaded', exact: true }).first().isVisible()).toBe(true);
    await page.screenshot({ path: '.tmp/project-screens-summary-en.png', fullPage: true });
    await page.getByRole('button', { name: 'Indonesia', exact: true }).first().click();
  });
});
