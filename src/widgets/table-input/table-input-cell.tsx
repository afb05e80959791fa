import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { resolveText as textOf } from '../../core/config/resolve-text';
import type { Row } from '../../core/data/data-types';
import { LazyDatePicker } from '../date-picker';
import { entriesOf, MultiUpload } from '../upload';
import type { TableInputColumn } from './table-input-rules';

export interface TableInputCellProps {
  column: TableInputColumn;
  row: Row;
  /** Accessible name of the editor, e.g. 'Radius (meter) 3'. */
  name: string;
  disabled?: boolean;
  /** The cell's validation message. */
  error?: string;
  onChange: (value: unknown) => void;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One cell: plain text, or the column's editor with its message when the column is editable. */
export function TableInputCell({ column, row, name, disabled, error, onChange }: TableInputCellProps) {
  const value = row[column.data];
  if (!column.editable) return <>{column.display ? column.display(row) : asText(value)}</>;
  const message = { error: Boolean(error), helperText: error };
  switch (column.type) {
    case 'checkbox':
      return (
        <>
          <Checkbox checked={value === true || value === 1 || value === '1'} disabled={disabled} onChange={(event) => onChange(event.target.checked ? 1 : 0)} slotProps={{ input: { 'aria-label': name } }} />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </>
      );
    case 'date':
      return (
        <LazyDatePicker kind="date" ariaLabel={name} value={asText(value).slice(0, 10)} disabled={disabled} onChange={(stored) => onChange(stored || null)} fullWidth={false} sx={{ minWidth: 170 }} {...message} />
      );
    case 'files':
      return (
        <Box sx={{ minWidth: 240 }}>
          <MultiUpload value={entriesOf(value)} onChange={onChange} label={name} accept={column.accept} disabled={disabled} error={error} />
        </Box>
      );
    case 'select':
      return (
        <TextField select size="small" fullWidth value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...message} slotProps={{ htmlInput: { 'aria-label': name }, select: { SelectDisplayProps: { 'aria-label': name } as object } }} sx={{ minWidth: 120 }}>
          {(column.options ?? []).map((option) => (
            <MenuItem key={String(option.value)} value={option.value}>
              {textOf(option.label)}
            </MenuItem>
          ))}
        </TextField>
      );
    default:
      return (
        <TextField
          size="small"
          fullWidth
          value={asText(value)}
          disabled={disabled}
          onChange={(event) => onChange(column.type === 'number' ? numberOrText(event.target.value) : event.target.value)}
          {...message}
          slotProps={{ htmlInput: { 'aria-label': name, inputMode: column.type === 'number' ? 'decimal' : undefined } }}
          sx={{ minWidth: column.type === 'number' ? 110 : 160 }}
        />
      );
  }
}

/** A number once it reads as one ('-7.5'); what is typed so far otherwise ('-7.'), for the rules to judge. */
function numberOrText(text: string): unknown {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) && !trimmed.endsWith('.') ? number : text;
}
