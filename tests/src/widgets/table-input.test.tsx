import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TableInput } from '../../../src/widgets/table-input';
import { renderWidget, setUpWidgetTests } from './widget-harness';
import { server } from '../support/msw';

setUpWidgetTests();

describe('table input (spec §7)', () => {
  it('asks for page 1, limit 50, sort DESC with the filters and lets editable cells collect edits', async () => {
    let params: URLSearchParams | null = null;
    server.use(
      http.get('*/api/project-manpower/list', ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json({ data: [{ id: 1, name: 'Budi', quota: 3 }], total: 1, totalPage: 1, rekap: {} });
      }),
    );
    const onChange = vi.fn();
    renderWidget(
      <TableInput
        getter="/project-manpower"
        filters={{ project_id: 9 }}
        columns={[
          { data: 'name', label: 'Nama' },
          { data: 'quota', label: 'Kuota', editable: true, type: 'number' },
        ]}
        value={[]}
        onChange={onChange}
      />,
    );
    fireEvent.change(await screen.findByLabelText('Kuota 1'), { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledWith([{ id: 1, name: 'Budi', quota: 5 }]);
    expect(Object.fromEntries(params!)).toEqual({ page: '1', limit: '50', sort_by: 'id', sort: 'DESC', filters: '{"project_id":9}' });
  });

  it('raises onEmpty when the list comes back empty', async () => {
    server.use(http.get('*/api/project-manpower/list', () => HttpResponse.json({ data: [], total: 0, totalPage: 0, rekap: {} })));
    const onEmpty = vi.fn();
    renderWidget(<TableInput getter="/project-manpower" columns={[{ data: 'name', label: 'Nama' }]} value={[]} onChange={vi.fn()} onEmpty={onEmpty} />);
    await waitFor(() => expect(onEmpty).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Belum ada data yang ditambahkan')).toBeTruthy();
  });
});
