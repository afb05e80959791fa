import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '../../../src/core/modules/module-types';
import { SummaryScreen } from '../../../src/screens/dashboard/summary-screen';
import { renderWidget, setUpWidgetTests } from '../widgets/widget-harness';
import { holdGet, server } from '../support/msw';

setUpWidgetTests('id');

const route: ResolvedRoute = {
  module: 'dashboard',
  name: 'dashboard-summary',
  fullPath: '/dashboard/dashboard-summary',
  permission: 'view-dashboard-summary',
  layout: true,
  hidden: false,
  titleKey: 'menu:routes.dashboard-summary',
};

const summary = {
  rekap: {
    employees: 12345,
    active_employees: 12000,
    blacklisted: 17,
    projects: 40,
    active_projects: 38,
    convalsals: 61,
    equipments: 300,
    present_today: 1607,
    foremen: 99,
  },
  presence_trend: [
    { date: '2026-11-20', present: 1698 },
    { date: '2026-11-21', present: 1705 },
    { date: '2026-11-22', present: 0 },
  ],
  equipment_by_condition: [
    { condition: 'good', total: 240 },
    { condition: 'damaged', total: 49 },
    { condition: 'dissapear', total: 11 },
  ],
  employees_by_manpower_type: [
    { label: 'Tukang', total: 807 },
    { label: null, total: 3 },
  ],
};

function answerOptions() {
  server.use(
    http.get('*/api/department/dataset', () => HttpResponse.json({ data: [{ id: 1, department_name: 'Departemen Gedung' }], total: 1 })),
    http.get('*/api/project/dataset', () => HttpResponse.json({ data: [{ id: 7, project_name: 'Pembangunan RSUD Semarang' }], total: 1 })),
    // A Sunday: the last check-ins were on Saturday.
    http.get('*/api/dashboard/latest-day', () => HttpResponse.json({ data: { date: '2026-11-21', today: '2026-11-22' } })),
  );
}

describe('dashboard summary screen', () => {
  it('shows the rekap numbers, the presence trend and both breakdowns from the answer', async () => {
    const asked: URLSearchParams[] = [];
    answerOptions();
    server.use(
      http.get('*/api/dashboard/summary', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: summary });
      }),
    );
    const { container } = renderWidget(<SummaryScreen route={route} />);

    expect(await screen.findByRole('heading', { name: 'Ringkasan' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-statistic="employees"]')?.textContent).toBe('12.345'));
    const value = (id: string) => container.querySelector(`[data-statistic="${id}"]`)?.textContent;
    expect(value('active_employees')).toBe('12.000');
    expect(value('blacklisted')).toBe('17');
    expect(value('present_today')).toBe('1.607');
    expect(value('foremen')).toBe('99');
    expect(screen.getByText('Tenaga Kerja Aktif')).toBeTruthy();

    expect(screen.getByRole('img', { name: 'Kehadiran pekerja per hari' })).toBeTruthy();
    const conditions = screen.getByRole('list', { name: 'Alat per kondisi' });
    expect(within(conditions).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Baik240', 'Rusak49', 'Hilang11']);
    const types = screen.getByRole('list', { name: 'Tenaga kerja per tipe manpower' });
    expect(within(types).getByText('Tanpa tipe')).toBeTruthy();

    // It opens on the 30 days up to the last day with attendance, says so, and asks for nothing else first.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('date_from')).toBe('2026-10-23');
    expect(asked[0]?.get('date_to')).toBe('2026-11-21');
    expect(asked[0]?.has('department_id')).toBe(false);
    expect(screen.getByText('Data tanggal 23 Oktober 2026 – 21 November 2026')).toBeTruthy();
    expect(screen.getByText('Belum ada presensi hari ini: dasbor dibuka pada hari terakhir dengan presensi.')).toBeTruthy();
    expect(screen.getByText('Hadir 21 Nov 2026')).toBeTruthy();
  });

  it("keeps the date line's place while it asks which day to open on", async () => {
    answerOptions();
    const answerDay = holdGet('*/api/dashboard/latest-day', { data: { date: '2026-11-22', today: '2026-11-22' } });
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json({ data: summary })));
    const { container } = renderWidget(<SummaryScreen route={route} />);
    expect(await screen.findByRole('heading', { name: 'Ringkasan' })).toBeTruthy();
    const line = () => container.querySelector('[data-dashboard-days], [data-dashboard-days-pending]');
    // The line of the same type stands above the loader from the first render, its words to come.
    expect(line()?.matches('[data-dashboard-days-pending]')).toBe(true);
    expect(line()?.className).toMatch(/MuiTypography-subtitle1/);
    // The dates are not shown as days up to today meanwhile, to change once the answer is in.
    const dateInput = (key: string) => container.querySelector<HTMLInputElement>(`#dashboard-${key}`)!;
    for (const key of ['date_from', 'date_to']) {
      expect(dateInput(key).value).toBe('');
      expect(dateInput(key).disabled).toBe(true);
    }

    answerDay();
    await waitFor(() => expect(line()?.textContent).toBe('Data tanggal 24 Oktober 2026 – 22 November 2026'));
    expect(line()?.className).toMatch(/MuiTypography-subtitle1/);
    await waitFor(() => expect(dateInput('date_to').value).toBe('22 Nov 2026'));
    expect(dateInput('date_from').value).toBe('24 Okt 2026');
    expect(dateInput('date_from').disabled).toBe(false);
  });

  it('shows the server message when the summary cannot be read', async () => {
    answerOptions();
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json({ message: 'Anda tidak memiliki akses untuk tindakan ini' }, { status: 403 })));
    renderWidget(<SummaryScreen route={route} />);
    expect(await screen.findByText('Anda tidak memiliki akses untuk tindakan ini')).toBeTruthy();
  });
});
