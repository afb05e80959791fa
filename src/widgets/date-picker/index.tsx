import TextField from '@mui/material/TextField';
import { preloadable } from '../../core/preloadable';
import { formatShownDate } from '../../core/format';
import { LoadBoundary } from '../../core/load-boundary';
import type { DatePickerProps } from './date-picker-props';

export type { DatePickerProps } from './date-picker-props';

/** MUI X's pickers are heavy: they load with the first date field a screen shows, never with the login screen. */
const picker = preloadable<DatePickerProps>(() => import('./date-picker-field').then((module) => module.DatePickerField));

/** Until the picker's code is in, a read-only box of the same size shows the value as the picker will. */
function PickerPlaceholder({ kind, id, label, ariaLabel, value, required, disabled, error, helperText, fullWidth = true, sx }: DatePickerProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={formatShownDate(value, kind === 'week' ? 'date' : kind)}
      required={required}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      size="small"
      sx={sx}
      slotProps={{ htmlInput: { readOnly: true, 'aria-label': ariaLabel }, inputLabel: { shrink: value !== '' ? true : undefined } }}
    />
  );
}

/** A date, date-time, month, year, time or week picker in the app's language that reads and writes spec §5's formats. */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <LoadBoundary fallback={<PickerPlaceholder {...props} />} retry={picker.preload} label={props.label ?? props.ariaLabel} sx={props.sx}>
      <picker.Component {...props} />
    </LoadBoundary>
  );
}
