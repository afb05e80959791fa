import Checkbox from '@mui/material/Checkbox';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { ListPointer } from '../../core/config/field-config';
import { resolveText as textOf } from '../../core/config/resolve-text';
import { optionCode, optionLabel, type LookupOption } from './lookup-options';
import '../../core/widgets-text';

export interface LookupTableProps {
  pointer: ListPointer;
  rows: readonly LookupOption[];
  multiple: boolean;
  /** Codes of the chosen options. */
  chosen: ReadonlySet<string>;
  /** The field's label, the header of the label column. */
  label: string;
  onToggle: (option: LookupOption) => void;
  /** Multi mode: the header checkbox chooses (true) or drops (false) every option of the page. */
  onTogglePage?: (choose: boolean) => void;
}

/** The options of one lookup page; a click on a row toggles it (spec §4). */
export function LookupTable({ pointer, rows, multiple, chosen, label, onToggle, onTogglePage }: LookupTableProps) {
  const { t } = useTranslation('widgets');
  const columns = pointer.columns?.length ? pointer.columns : [{ data: pointer.label, label }];
  const Control = multiple ? Checkbox : Radio;
  const chosenOnPage = rows.filter((row) => chosen.has(optionCode(row, pointer.code))).length;
  const wholePage = rows.length > 0 && chosenOnPage === rows.length;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            {multiple && onTogglePage && (
              <Tooltip title={t('lookup.selectPage')}>
                <Checkbox
                  checked={wholePage}
                  indeterminate={chosenOnPage > 0 && !wholePage}
                  disabled={rows.length === 0}
                  onChange={() => onTogglePage(!wholePage)}
                  slotProps={{ input: { 'aria-label': t('lookup.selectPage') } }}
                />
              </Tooltip>
            )}
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.data} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
              {textOf(column.label)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length + 1} align="center">
              {t('lookup.noOptions')}
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => {
          const code = optionCode(row, pointer.code);
          const checked = chosen.has(code);
          return (
            <TableRow key={code} hover selected={checked} onClick={() => onToggle(row)} sx={{ cursor: 'pointer' }}>
              <TableCell padding="checkbox">
                <Control
                  checked={checked}
                  // The row's click does the toggling; the control only mirrors it.
                  onClick={(event) => event.stopPropagation()}
                  onChange={() => onToggle(row)}
                  slotProps={{ input: { 'aria-label': optionLabel(row, pointer.label) } }}
                />
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.data} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {optionLabel(row, column.data)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
