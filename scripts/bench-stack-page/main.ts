// The bench's page of the stack alone: React, MUI and material-react-table drawing the list's
// page of 20 the way the product's list does (material-react-table's frame, plain cells), with
// no router, translations, layout or other app code. Built by Vite apart from the product
// (scripts/bench.ts); what the product takes above it is the product's own.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { MaterialReactTable, type MRT_ColumnDef, useMaterialReactTable } from 'material-react-table';
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { employeeModule } from '../../generated/modules/employee';
import { readPath } from '../../src/core/config/read-path';
import { STORAGE_KEYS } from '../../src/core/storage';
import { LIST_TABLE_OPTIONS } from '../../src/data-screen/list/list-table-options';

type Row = Record<string, unknown>;

const keys = employeeModule.fields.filter((field) => field.list?.show).map((field) => field.list?.view_data ?? field.id);
const columns: MRT_ColumnDef<Row>[] = keys.map((key) => ({ id: key, header: key, accessorFn: (row) => String(readPath(row, key) ?? '-') }));
const sort = employeeModule.sort ?? { sort_by: 'created_at', sort: 'DESC' };

// Asked as the page starts, as the product's route loader asks before its screen draws.
const rows = fetch(`/api/employee/list?page=1&limit=20&sort_by=${sort.sort_by}&sort=${sort.sort}`, {
  headers: { Authorization: `Bearer ${localStorage.getItem(STORAGE_KEYS.token) ?? ''}`, 'X-Requested-With': 'XMLHttpRequest' },
})
  .then((response) => response.json() as Promise<{ data: Row[] }>)
  .then(({ data }) => data);

function Table({ data }: { data: Row[] }) {
  const table = useMaterialReactTable({
    columns,
    data,
    ...LIST_TABLE_OPTIONS,
    initialState: { density: 'compact' },
    // One rule for every cell, as the list styles its plain cells once for the whole body.
    muiTableBodyProps: { sx: { '& td': { padding: '0.5rem', whiteSpace: 'nowrap' } }, children: data.map((row, index) => h('tr', { key: index }, ...keys.map((key) => h('td', { key }, String(readPath(row, key) ?? '-'))))) },
  });
  return h(MaterialReactTable, { table });
}

function List() {
  const [data, setData] = useState<Row[] | null>(null);
  useEffect(() => {
    void rows.then(setData);
  }, []);
  return data === null ? null : h(Table, { data });
}

createRoot(document.getElementById('root')!).render(h(ThemeProvider, { theme: createTheme() }, h(CssBaseline), h(List)));
