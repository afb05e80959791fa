import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { DateInputKind } from '../../core/date-input-value';

/** A date picker that reads and writes spec §5's stored formats. */
export interface DatePickerProps {
  kind: DateInputKind;
  id?: string;
  label?: string;
  /** The input's name when it has no visible label (a table cell). */
  ariaLabel?: string;
  /** The stored value ('2026-03-04', '2026-03-04 10:11:00', '10:11:00'…), '' when empty. */
  value: string;
  onChange: (stored: string) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}
