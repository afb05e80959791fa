import type { AxiosResponse } from 'axios';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/core/api-error';
import { TableInput, type TableInputColumn } from '../../../src/widgets/table-input';
import { renderWidget, setUpWidgetTests } from './widget-harness';
import { server } from '../support/msw';

setUpWidgetTests();

const COLUMNS: TableInputColumn[] = [
  { data: 'location_name', label: 'Nama Lokasi', editable: true, rules: 'required|max:200' },
  { data: 'radius_m', label: 'Radius (meter)', editable: true, type: 'number', rules: 'required|integer|min:1' },
];
const ROWS = [{ id: 2, location_name: 'Gerbang Utara', radius_m: 100 }];

function answerRows(seen?: (params: URLSearchParams) => void) {
  server.use(
    http.get('*/api/presence-radius/list', ({ request }) => {
      seen?.(new URL(request.url).searchParams);
      return HttpResponse.json({ data: ROWS, total: 1, totalPage: 1, rekap: {} });
    }),
  );
}

function renderLines(overrides: Partial<Parameters<typeof TableInput>[0]> = {}) {
  const onSave = vi.fn().mockResolvedValue(undefined);
  const onDelete = vi.fn().mockResolvedValue(undefined);
  renderWidget(
    <TableInput getter="/presence-radius" filters={{ project_id: 9 }} columns={COLUMNS} canCreate canUpdate canDelete newLine={{ active: 1 }} onSave={onSave} onDelete={onDelete} {...overrides} />,
  );
  return { onSave, onDelete };
}

describe('table input (spec §7, §9)', () => {
  it('asks for page 1, limit 50, sort DESC with the filters, and saves an edited line as loaded with the edit over it', async () => {
    let params: URLSearchParams | null = null;
    answerRows((seen) => (params = seen));
    const { onSave } = renderLines();
    fireEvent.change(await screen.findByLabelText('Radius (meter) 1'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan baris 1' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: 2, location_name: 'Gerbang Utara', radius_m: 150 }, false));
    expect(Object.fromEntries(params!)).toEqual({ page: '1', limit: '50', sort_by: 'id', sort: 'DESC', filters: '{"project_id":9}' });
  });

  it('shows each cell\'s message under it and saves nothing while a rule fails', async () => {
    answerRows();
    const { onSave } = renderLines();
    fireEvent.change(await screen.findByLabelText('Nama Lokasi 1'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Radius (meter) 1'), { target: { value: '0' } });
    expect(await screen.findByText('Nama Lokasi harus diisi')).toBeTruthy();
    expect(screen.getByText(/Radius \(meter\).*1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan baris 1' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds a new line on top with its default values, and marks the cells the server refuses', async () => {
    answerRows();
    const refusal = { status: 422, data: { message: 'Data tidak valid', data: { location_name: ['Nama Lokasi sudah dipakai'] } } } as unknown as AxiosResponse;
    const onSave = vi.fn().mockRejectedValue(new ApiError('Data tidak valid', refusal));
    renderLines({ onSave });
    await screen.findByLabelText('Nama Lokasi 1');
    fireEvent.click(screen.getByRole('button', { name: 'Tambah baris' }));
    fireEvent.change(screen.getByLabelText('Nama Lokasi 1'), { target: { value: 'Gerbang Selatan' } });
    fireEvent.change(screen.getByLabelText('Radius (meter) 1'), { target: { value: '80' } });
    expect((screen.getByLabelText('Nama Lokasi 2') as HTMLInputElement).value).toBe('Gerbang Utara');
    fireEvent.click(screen.getByRole('button', { name: 'Simpan baris 1' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ active: 1, location_name: 'Gerbang Selatan', radius_m: 80 }, true));
    expect(await screen.findByText('Nama Lokasi sudah dipakai')).toBeTruthy();
    // Typing in the refused cell clears the server's message.
    fireEvent.change(screen.getByLabelText('Nama Lokasi 1'), { target: { value: 'Gerbang Timur' } });
    await waitFor(() => expect(screen.queryByText('Nama Lokasi sudah dipakai')).toBeNull());
  });

  it('deletes a saved line after the Hapus Permanen confirmation', async () => {
    answerRows();
    const { onDelete } = renderLines();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus baris 1' }));
    expect(await screen.findByText('Data yang sudah dihapus tidak dapat dikembalikan, lanjutkan ?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ya, Lanjutkan' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(ROWS[0]));
  });

  it('without update permission shows the lines as text, and raises onEmpty when the list comes back empty', async () => {
    server.use(http.get('*/api/presence-radius/list', () => HttpResponse.json({ data: [], total: 0, totalPage: 0, rekap: {} })));
    const onEmpty = vi.fn();
    renderLines({ canCreate: false, canUpdate: false, canDelete: false, onEmpty });
    await waitFor(() => expect(onEmpty).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Belum ada data yang ditambahkan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tambah baris' })).toBeNull();
  });
});
