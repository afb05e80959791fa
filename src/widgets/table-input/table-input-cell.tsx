import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { resolveText as textOf } from '../../core/config/resolve-text';
import type { TableInputColumn } from './table-input-rules';

export interface TableInputCellProps {
  column: TableInputColumn;
  value: unknown;
  /** Accessible name of the editor, e.g. 'Qty — row 3'. */
  name: string;
  disabled?: boolean;
  onChange: (value: unknown) => void;
}

/** One cell: plain text, or the column's editor when the column is editable. */
export function TableInputCell({ column, value, name, disabled, onChange }: TableInputCellProps) {
  if (!column.editable) return <>{value === null || value === undefined ? '' : String(value)}</>;
  switch (column.type) {
    case 'checkbox':
      return (
        <Checkbox
          checked={value === true || value === 1 || value === '1'}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked ? 1 : 0)}
          slotProps={{ input: { 'aria-label': name } }}
        />
      );
    case 'select':
      return (
        <TextField select size="small" fullWidth value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value)} slotProps={{ htmlInput: { 'aria-label': name } }}>
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
          type={column.type === 'number' ? 'number' : 'text'}
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => onChange(column.type === 'number' && event.target.value !== '' ? Number(event.target.value) : event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': name } }}
        />
      );
  }
}
