import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../core/data/data-types';
import { resolveText as textOf } from '../../core/config/resolve-text';
import { useHoldWhileLoading } from '../height-hold';
import { PageControls } from '../shared/page-controls';
import { TableInputCell } from './table-input-cell';
import { TABLE_INPUT_PAGE_SIZES, type TableInputColumn } from './table-input-rules';
import { useLineEdits, type LineEditOptions } from './use-line-edits';
import { useTableInput, type TableInputQueryOptions } from './use-table-input';
import '../../core/widgets-text';

export interface TableInputProps extends TableInputQueryOptions, Pick<LineEditOptions, 'newLine' | 'onSave' | 'onDelete'> {
  columns: readonly TableInputColumn[];
  /** The row's key property; default 'id'. */
  rowKey?: string;
  /** What the user may do; default nothing but read. */
  canCreate?: boolean;
  canUpdate?: boolean;
  canDelete?: boolean;
  /** More buttons of a line, given the line as shown and a way to change its cells. */
  lineActions?: (line: { values: Row; number: number; disabled: boolean; change: (patch: Row) => void }) => ReactNode;
}

/**
 * Editable table input (spec §2, §7, §9): a server-paged list (limit 50, DESC) whose lines are
 * edited, added and deleted in place, each saved on its own, with a message under each cell.
 */
export function TableInput({ columns, rowKey = 'id', canCreate, canUpdate, canDelete, newLine, onSave, onDelete, lineActions, ...query }: TableInputProps) {
  const { t } = useTranslation('widgets');
  const table = useTableInput(query);
  useHoldWhileLoading(table.isLoading);
  const edits = useLineEdits({
    columns: canUpdate || canCreate ? columns : [],
    newLine,
    onSave,
    onDelete,
    confirmDelete: { title: t('tableInput.deleteTitle'), text: t('tableInput.deleteText') },
    failedTitle: t('tableInput.failed'),
  });
  const shown: { key: string; loaded?: Row }[] = [
    ...edits.added.map((key) => ({ key })),
    ...table.rows.map((row, index) => ({ key: String(row[rowKey] ?? `row-${index}`), loaded: row })),
  ];
  const editable = (column: TableInputColumn, isNew: boolean) => ({ ...column, editable: column.editable && (isNew ? canCreate : canUpdate) });

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <TextField
          size="small"
          value={table.searchText}
          onChange={(event) => table.setSearch(event.target.value)}
          placeholder={t('tableInput.search')}
          slotProps={{ htmlInput: { 'aria-label': t('tableInput.search'), type: 'search' } }}
          sx={{ minWidth: 240 }}
        />
        <Box sx={{ flex: 1 }} />
        {canCreate && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={edits.add}>
            {t('tableInput.addLine')}
          </Button>
        )}
      </Stack>
      <Box sx={{ height: 4 }}>{table.isFetching && <LinearProgress />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.data}>{textOf(column.label)}</TableCell>
              ))}
              <TableCell align="right">{t('tableInput.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!table.isLoading && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center">
                  {table.search ? t('tableInput.notFound', { search: table.search }) : t('tableInput.empty')}
                </TableCell>
              </TableRow>
            )}
            {shown.map(({ key, loaded }, index) => {
              const line = edits.lineOf(key, loaded ?? {});
              const number = index + 1;
              const disabled = line.saving;
              const change = (patch: Row) => edits.change(key, loaded ?? {}, patch);
              return (
                <TableRow key={key} data-line={loaded ? 'saved' : 'new'} sx={line.dirty ? { bgcolor: 'action.hover' } : undefined}>
                  {columns.map((column) => (
                    <TableCell key={column.data} sx={{ verticalAlign: 'top' }}>
                      <TableInputCell
                        column={editable(column, !loaded)}
                        row={line.values}
                        name={`${textOf(column.label)} ${number}`}
                        disabled={disabled}
                        error={line.errors[column.data]}
                        onChange={(cell) => change({ [column.data]: cell })}
                      />
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {lineActions?.({ values: line.values, number, disabled: disabled || !(loaded ? canUpdate : canCreate), change })}
                    {(line.dirty || !loaded) && (
                      <Tooltip title={t('tableInput.saveLine')}>
                          <span>
                            <IconButton aria-label={t('tableInput.saveLineNumber', { number })} color="primary" onClick={() => void edits.save(key)} disabled={disabled}>
                              {line.saving ? <CircularProgress size={18} aria-hidden /> : <CheckIcon />}
                            </IconButton>
                          </span>
                      </Tooltip>
                    )}
                    {line.dirty && loaded && (
                        <Tooltip title={t('tableInput.undoLine')}>
                          <span>
                            <IconButton aria-label={t('tableInput.undoLineNumber', { number })} onClick={() => edits.discard(key)} disabled={disabled}>
                              <UndoIcon />
                            </IconButton>
                          </span>
                        </Tooltip>
                    )}
                    {(loaded ? canDelete : true) && (
                      <Tooltip title={t('tableInput.deleteLine')}>
                        <span>
                          <IconButton aria-label={t('tableInput.deleteLineNumber', { number })} color="error" onClick={() => void edits.remove(key, loaded)} disabled={disabled}>
                            <DeleteIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    )}
                  </TableCell>
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
