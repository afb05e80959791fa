import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedRoute } from '../../../src/core/modules/module-types';
import { QrCardScreen } from '../../../src/screens/qr-card/qr-card-screen';
import { maskNik } from '../../../src/screens/qr-card/qr-card-types';
import { renderWidget, setUpWidgetTests } from '../widgets/widget-harness';
import { server } from '../support/msw';

setUpWidgetTests('id');

const route: ResolvedRoute = {
  module: 'tenaga-kerja',
  name: 'cetak-qr',
  fullPath: '/tenaga-kerja/cetak-qr',
  permission: 'view-qr-card',
  layout: true,
  hidden: false,
  titleKey: 'menu:routes.cetak-qr',
  section: 'manpower-proyek',
};

const project = { id: 7, project_name: 'Pembangunan RSUD Semarang' };
const manpower = [
  { id: 101, employee_id: 11, employee: { id: 11, fullname: 'Budi Santoso' }, project_id: 7, project, position: 'Tukang Besi', qr_number: 'QR-GDG-0001', active: 1 },
  { id: 102, employee_id: 12, employee: { id: 12, fullname: 'Siti Aminah' }, project_id: 7, project, position: 'Helper', qr_number: 'QR-GDG-0002', active: 1 },
  { id: 103, employee_id: 13, employee: { id: 13, fullname: 'Joko Widodo' }, project_id: 7, project, position: null, qr_number: null, active: 1 },
];
const niks: Record<number, string> = { 11: '3374012345671234', 12: '3374019876545678', 13: '3374010000009999' };

function answer() {
  const employeeQueries: unknown[] = [];
  const manpowerQueries: unknown[] = [];
  server.use(
    http.get('*/api/app-config', () => HttpResponse.json({ data: { app_code: 'adhi-manpower', app_name: 'Manpower Admin' } })),
    http.get('*/api/project/dataset', () => HttpResponse.json({ data: [project], total: 1 })),
    http.get('*/api/project-manpower/dataset', ({ request }) => {
      manpowerQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ data: manpower, total: manpower.length });
    }),
    http.get('*/api/employee/list', ({ request }) => {
      const filters = JSON.parse(new URL(request.url).searchParams.get('filters') ?? '{}') as { id: number[] };
      employeeQueries.push(filters);
      return HttpResponse.json({ data: filters.id.map((id) => ({ id, nik: niks[id] })), total: filters.id.length, totalPage: 1, rekap: {} });
    }),
  );
  return { employeeQueries, manpowerQueries };
}

async function chooseProject() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Proyek' }));
  fireEvent.click(await screen.findByRole('option', { name: project.project_name }));
}

/** Opens the lookup, ticks the workers named and closes it. */
async function chooseWorkers(names: readonly string[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Pilih Tenaga Kerja' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pilih Pekerja' });
  for (const name of names) fireEvent.click(await within(dialog).findByRole('checkbox', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Selesai' }));
}

describe('QR card printing screen', () => {
  it('masks a NIK but its last four characters', () => {
    expect(maskNik('3374012345671234')).toBe('************1234');
    expect(maskNik(null)).toBe('-');
  });

  it('previews one card per selected worker with the masked NIK and a QR code, and prints', async () => {
    const { employeeQueries, manpowerQueries } = answer();
    renderWidget(<QrCardScreen route={route} />);
    const preview = screen.getByRole('region', { name: 'Pratinjau kartu' });
    expect(within(preview).getByText('Anda belum memilih')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cetak' })).toHaveProperty('disabled', true);

    await chooseProject();
    await chooseWorkers(['Budi Santoso', 'Siti Aminah', 'Joko Widodo']);
    expect(manpowerQueries.at(-1)).toEqual({ page: '1', limit: '10', active: '1', project_id: '7' });
    // A row without a QR number cannot be printed.
    expect(await screen.findByText('1 pekerja belum punya nomor QR dan tidak dicetak')).toBeTruthy();

    await waitFor(() => expect(within(preview).getAllByTestId('qr-card')).toHaveLength(2));
    await waitFor(() => expect(within(preview).getByText('************1234')).toBeTruthy());
    expect(within(preview).getByText('************5678')).toBeTruthy();
    expect(within(preview).queryByText(niks[11]!)).toBeNull();
    expect(employeeQueries.at(-1)).toEqual({ id: [11, 12] });
    const cards = within(preview).getAllByTestId('qr-card');
    expect(within(cards[0]!).getByText('Budi Santoso')).toBeTruthy();
    expect(within(cards[0]!).getByText('Tukang Besi')).toBeTruthy();
    expect(within(cards[0]!).getByText(project.project_name)).toBeTruthy();
    const qr = await within(cards[0]!).findByRole('img', { name: 'Kode QR QR-GDG-0001' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('turns the chosen workers\' cards to portrait', async () => {
    answer();
    renderWidget(<QrCardScreen route={route} />);
    await chooseProject();
    await chooseWorkers(['Budi Santoso', 'Siti Aminah']);
    const preview = screen.getByRole('region', { name: 'Pratinjau kartu' });
    await waitFor(() => expect(within(preview).getAllByTestId('qr-card')).toHaveLength(2));
    expect(screen.getByText('2 pekerja dipilih')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Potret' }));
    for (const card of within(preview).getAllByTestId('qr-card')) expect(card.getAttribute('data-orientation')).toBe('portrait');
    expect(screen.getByText('9 kartu per halaman A4')).toBeTruthy();
  });
});
