import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests, launchBrowser, newPage, signIn } from './support/browser.ts';

/** A detail screen and the child tabs below it, labels in Indonesian and English, in order. */
interface TabsCase {
  route: string;
  endpoint: string;
  /** The key the tabs' lists are filtered by, and the endpoints of the first tab's list and, with more tabs, the last one's. */
  parentKey: string;
  lists: [first: string, last?: string];
  id: string[];
  en: string[];
}

const CASES: TabsCase[] = [
  {
    route: '/tenaga-kerja/employee',
    endpoint: '/employee',
    parentKey: 'employee_id',
    lists: ['/employee-certification', '/employee-request-change'],
    id: [
      'Dokumen Sertifikasi',
      'Dokumen Pribadi',
      'Keahlian Tenaga Kerja',
      'Riwayat Penyakit',
      'Riwayat Pendidikan',
      'Kontak Darurat',
      'Riwayat Proyek',
      'Proyek Lain',
      'Blacklist Tenaga Kerja',
      'Validasi Data',
    ],
    en: [
      'Certification Document',
      'Personal Document',
      'Manpower Skill',
      'Disease History',
      'Educational History',
      'Emergency Contact',
      'Project History',
      'Other Project',
      'Manpower Blacklist',
      'Data Validation',
    ],
  },
  {
    route: '/unit-operasi/project',
    endpoint: '/project',
    parentKey: 'project_id',
    lists: ['/project-device', '/presence-radius'],
    id: [
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
    ],
    en: [
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
    ],
  },
  {
    route: '/unit-operasi/convalsals',
    endpoint: '/convalsal',
    parentKey: 'convalsal_id',
    lists: ['/convalsal-document', '/project-convalsal'],
    id: ['Dokumen Valsal', 'Vendor / Subkon Proyek'],
    en: ['Vendor Document', 'Project Vendor / Subcontractor'],
  },
];

/** The first row's id of a list, read as the signed-in user. */
function firstId(page: Page, endpoint: string): Promise<number> {
  return page.evaluate(async (endpoint) => {
    const token = localStorage.getItem('manpower.token');
    const response = await fetch(`/api${endpoint}/list?page=1&limit=1`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { id: number }[] }).data[0]!.id;
  }, endpoint);
}

const tabLabels = (page: Page) => page.getByRole('tab').allTextContents();

/** The filters of the lists the page asked for, by endpoint: the last ask of each. */
function watchLists(page: Page): Map<string, Record<string, unknown>> {
  const asked = new Map<string, Record<string, unknown>>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const filters = url.searchParams.get('filters');
    if (url.pathname.endsWith('/list') && filters) asked.set(url.pathname.slice('/api'.length, -'/list'.length), JSON.parse(filters));
  });
  return asked;
}

describe('child tabs below a detail (spec §2), from the generated configs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the employee, project and vendor tabs in order, in both languages, each list keyed by its parent', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const asked = watchLists(page);
    for (const locale of ['id', 'en'] as const) {
      if (locale === 'en') await page.getByRole('button', { name: 'English', exact: true }).first().click();
      for (const tabs of CASES) {
        const id = await firstId(page, tabs.endpoint);
        const [first, last] = tabs.lists;
        asked.clear();
        await page.goto(`${tabs.route}?view=detail&id=${id}`);
        await expect.poll(() => tabLabels(page)).toEqual(tabs[locale]);
        await expect.poll(() => asked.get(first)?.[tabs.parentKey], { message: first }).toBe(id);
        await page.getByRole('tablist').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/detail-tabs-${tabs.endpoint.slice(1)}-${locale}.png` });
        if (last) {
          asked.clear();
          await page.getByRole('tab').last().click();
          await expect.poll(() => page.getByRole('tab').last().getAttribute('aria-selected')).toBe('true');
          await expect.poll(() => asked.get(last)?.[tabs.parentKey], { message: last }).toBe(id);
        }
      }
    }
    await context.close();
  });

  it('keeps the tab chosen in the address: a reload opens it again, and Back returns to the list, not through the tabs', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const asked = watchLists(page);
    await page.goto('/tenaga-kerja/employee');
    await page.getByRole('button', { name: 'Detail', exact: true }).first().click();
    // A tab's list loads below the tabs, and the page grows and shrinks meanwhile: the next tab is
    // clicked once the chosen tab's own list (a column of its own) shows its rows' count, as a
    // user who has looked at it would, not on the count of the list it replaces.
    const tabListShown = async (column: string) => {
      await expect.poll(() => page.getByRole('columnheader', { name: column }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/^\d+–\d+ dari \d+ data$/).isVisible()).toBe(true);
    };
    await expect.poll(() => page.getByText(/^\d+–\d+ dari \d+ data$/).isVisible()).toBe(true);
    const disease = page.getByRole('tab', { name: 'Riwayat Penyakit' });
    await disease.click();
    // Chosen as the click ends, before the address follows: a click right after acts on this tab.
    expect(await disease.getAttribute('aria-selected')).toBe('true');
    await tabListShown('Tahun Diagnosis');
    // The window stays by the tabs as the address changes, not back at the page's top.
    const tabsInView = () => page.getByRole('tablist').evaluate((tabs) => tabs.getBoundingClientRect().top >= 0 && tabs.getBoundingClientRect().bottom <= window.innerHeight);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Kontak Darurat' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('employee-emergency-contact');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await tabsInView()).toBe(true);
    await tabListShown('Nama Kontak');
    await disease.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('employee-disease-history');

    asked.clear();
    await page.reload();
    await expect.poll(() => disease.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => asked.has('/employee-disease-history')).toBe(true);
    expect(asked.has('/employee-certification')).toBe(false);

    await page.goBack();
    await expect.poll(() => page.getByRole('button', { name: 'Detail', exact: true }).count()).toBeGreaterThan(1);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('keeps the tabs at their height while a newly chosen tab loads, then takes its own height once', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    await page.goto('/tenaga-kerja/employee');
    await page.getByRole('button', { name: 'Detail', exact: true }).first().click();
    await expect.poll(() => page.getByText(/^\d+–\d+ dari \d+ data$/).isVisible()).toBe(true);
    const panelHeight = () => page.getByRole('tablist').evaluate((tabs) => tabs.closest('.MuiPaper-root')!.getBoundingClientRect().height);
    const before = await panelHeight();

    const contacts = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/employee-emergency-contact/list');
    const release = await holdRequests(page, '**/api/employee-emergency-contact/list*');
    await page.getByRole('tab', { name: 'Kontak Darurat' }).click();
    await contacts;
    await expect.poll(() => page.getByRole('columnheader', { name: 'Nama Kontak' }).isVisible()).toBe(true);
    // The loading rows stand inside the height the last tab had, not ten rows' height.
    expect(await panelHeight()).toBe(before);
    expect(await page.getByText(/^\d+–\d+ dari \d+ data$/).count()).toBe(0);

    release();
    await expect.poll(() => page.getByText(/^\d+–\d+ dari \d+ data$/).isVisible()).toBe(true);
    const own = await panelHeight();
    expect(own).not.toBe(before);
    await context.close();
  });

  it("asks for a worker's rating beside the record, not after it, and once", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const id = await firstId(page, '/employee');
    const ratingReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/rating/employee') ratingReads.push(request.url());
    });
    const release = await holdRequests(page, `**/api/employee/${id}/show*`);
    await page.goto(`/tenaga-kerja/employee?view=detail&id=${id}`);
    await expect.poll(() => ratingReads.length).toBe(1);
    expect(new URL(ratingReads[0]!).searchParams.get('subject_id')).toBe(String(id));

    release();
    await expect.poll(() => page.getByRole('tab', { name: 'Dokumen Pribadi' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Nilai keseluruhan').isVisible()).toBe(true);
    expect(ratingReads).toHaveLength(1);
    await context.close();
  });

  it("shows a worker's tabs only once the rating panel above them has loaded, so a tab is never clicked as it moves", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'superadmin');
    const id = await firstId(page, '/employee');
    const release = await holdRequests(page, '**/api/rating/employee?*');
    await page.goto(`/tenaga-kerja/employee?view=detail&id=${id}`);
    await expect.poll(() => page.getByRole('rowheader').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('progressbar', { name: 'Memuat…' }).isVisible()).toBe(true);
    expect(await page.getByRole('tablist').count()).toBe(0);

    release();
    const overall = page.getByLabel('Nilai keseluruhan');
    await expect.poll(() => overall.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Dokumen Pribadi' }).isVisible()).toBe(true);
    const panel = (await overall.locator('xpath=ancestor::div[contains(@class, "MuiPaper-root")][1]').boundingBox())!;
    const tabs = (await page.getByRole('tablist').boundingBox())!;
    expect(tabs.y).toBeGreaterThan(panel.y + panel.height);
    await context.close();
  });
});
