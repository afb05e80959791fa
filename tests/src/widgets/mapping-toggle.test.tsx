import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MappingToggleList, mappingFilters, mappingPayload } from '../../../src/widgets/mapping-toggle';
import { renderWidget, setUpWidgetTests } from './widget-harness';
import { server } from '../support/msw';

setUpWidgetTests();
const ROLE_ID = 3;

/** The role ↔ permission endpoints as the server will answer them. */
function serveRolePermissions(options: { failUpdate?: boolean } = {}) {
  const lists: Record<string, unknown>[] = [];
  const updates: unknown[] = [];
  server.use(
    http.get('*/api/role-permission/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      lists.push({ page: params.get('page'), limit: params.get('limit'), filters: JSON.parse(params.get('filters') ?? '{}') });
      return HttpResponse.json({
        data: [
          {
            data: [
              { id: 11, name: 'view-employee', value_mapping: 1 },
              { id: 12, name: 'create-employee', value_mapping: 0 },
            ],
            total: 2,
          },
        ],
      });
    }),
    http.put('*/api/role-permission/update', async ({ request }) => {
      updates.push(await request.json());
      await delay(150);
      return options.failUpdate ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json({ message: 'ok', data: {} });
    }),
  );
  return { lists, updates };
}

function renderList(alertText?: string) {
  renderWidget(
    <MappingToggleList
      getter="/role-permission"
      setter="/role-permission"
      filters={{ role_id: ROLE_ID }}
      setterIdField="permission_id"
      extraParams={{ role_id: ROLE_ID }}
      alertText={alertText}
      columns={[{ data: 'name', label: 'Permission' }]}
    />,
  );
}

const toggleOf = (name: string) => screen.findByRole('switch', { name: `Aktifkan ${name}` }) as Promise<HTMLInputElement>;

describe('mapping toggle rules (spec §3, §7)', () => {
  it("omits the switch filter for 'all' and sends it otherwise", () => {
    expect(mappingFilters({ role_id: 3 }, 'value_mapping', 'all')).toEqual({ role_id: 3 });
    expect(mappingFilters({ role_id: 3 }, 'value_mapping', 1)).toEqual({ role_id: 3, value_mapping: 1 });
  });

  it('renames id to the setter id field and adds the extra params', () => {
    expect(mappingPayload({ id: 12, name: 'x', value_mapping: 0 }, { setterIdField: 'permission_id', switchField: 'value_mapping', on: true, extraParams: { role_id: 3 } })).toEqual({
      name: 'x',
      permission_id: 12,
      value_mapping: 1,
      role_id: 3,
    });
  });
});

describe('mapping toggle list', () => {
  it('reads data[0].data with page 1, limit 10 and the fixed filters', async () => {
    const { lists } = serveRolePermissions();
    renderList();
    expect((await toggleOf('view-employee')).checked).toBe(true);
    expect((await toggleOf('create-employee')).checked).toBe(false);
    expect(lists[0]).toEqual({ page: '1', limit: '10', filters: { role_id: ROLE_ID } });
  });

  it('asks before turning a row off and restores the switch when declined', async () => {
    const { updates } = serveRolePermissions();
    renderList('Cabut izin ini dari role?');
    const toggle = await toggleOf('view-employee');
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cabut izin ini dari role?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan' }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Aktifkan view-employee' }) as HTMLInputElement).checked).toBe(true));
    expect(updates).toEqual([]);
  });

  it('saves with PUT {setter}/update after the confirm is accepted', async () => {
    const { updates } = serveRolePermissions();
    renderList('Cabut izin ini dari role?');
    fireEvent.click(await toggleOf('view-employee'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Lanjutkan' }));
    await waitFor(() => expect(updates).toEqual([{ name: 'view-employee', permission_id: 11, value_mapping: 0, role_id: ROLE_ID }]));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Aktifkan view-employee' }) as HTMLInputElement).checked).toBe(false));
  });

  it("disables the row while saving, then shows 'Gagal Mengaktifkan data' and restores the switch on failure", async () => {
    serveRolePermissions({ failUpdate: true });
    renderList();
    const toggle = await toggleOf('create-employee');
    fireEvent.click(toggle);
    await waitFor(() => {
      expect(toggle.disabled).toBe(true);
      expect(toggle.closest('tr')!.getAttribute('aria-busy')).toBe('true');
    });
    expect(await screen.findByText('Gagal Mengaktifkan data')).toBeTruthy();
    // The error dialog hides the list from the accessibility tree; the switch element is the same.
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(toggle.disabled).toBe(false);
  });

  it('sends the switch field in the filters when a choice other than all is made', async () => {
    const { lists } = serveRolePermissions();
    renderList();
    await toggleOf('view-employee');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tampilkan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Aktif' }));
    await waitFor(() => expect(lists.at(-1)).toEqual({ page: '1', limit: '10', filters: { role_id: ROLE_ID, value_mapping: 1 } }));
  });
});
