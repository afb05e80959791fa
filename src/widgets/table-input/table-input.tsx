import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../core/data/data-types';
import { PageControls } from '../shared/page-controls';
import { resolveText as textOf } from '../../core/config/resolve-text';
import { TableInputCell } from './table-input-cell';
import { applyEdit, TABLE_INPUT_PAGE_SIZES, withEdits, type TableInputColumn } from './table-input-rules';
import { useTableInput, type TableInputQueryOptions } from './use-table-input';

export interface TableInputProps extends TableInputQueryOptions {
  columns: readonly TableInputColumn[];
  /** The rows the user has edited, each the loaded row with the edits over it. */
  value: readonly Row[];
  onChange: (edited: Row[]) => void;
  /** The row's key property; default 'id'. */
  rowKey?: string;
  disabled?: boolean;
}

/** Editable table input (spec §2, §7): a server-paged list whose editable cells collect edits. */
export function TableInput({ columns, value, onChange, rowKey = 'id', disabled, ...query }: TableInputProps) {
  const { t } = useTranslation('widgets');
  const table = useTableInput(query);
  return (
    <Box>
      <TextField
        size="small"
        value={table.searchText}
        onChange={(event) => table.setSearch(event.target.value)}
        placeholder={t('tableInput.search')}
        slotProps={{ htmlInput: { 'aria-label': t('tableInput.search'), type: 'search' } }}
        sx={{ mb: 1, minWidth: 240 }}
      />
      <Box sx={{ height: 4 }}>{table.isFetching && <LinearProgress />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.data}>{textOf(column.label)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!table.isLoading && table.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {table.search ? t('tableInput.notFound', { search: table.search }) : t('tableInput.empty')}
                </TableCell>
              </TableRow>
            )}
            {table.rows.map((loaded, index) => {
              const row = withEdits(loaded, value, rowKey);
              return (
                <TableRow key={String(loaded[rowKey] ?? index)}>
                  {columns.map((column) => (
                    <TableCell key={column.data}>
                      <TableInputCell
                        column={column}
                        value={row[column.data]}
                        name={`${textOf(column.label)} ${(table.page - 1) * table.limit + index + 1}`}
                        disabled={disabled}
                        onChange={(cell) => onChange(applyEdit(value, row, rowKey, column.data, cell))}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <PageControls page={table.page} total={table.total} limit={table.limit} onPage={table.setPage} limits={TABLE_INPUT_PAGE_SIZES} onLimit={table.setLimit} />
    </Box>
  );
}
