import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import type { TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import type { ComponentType } from 'react';
import { preloadable } from '../../core/preloadable';
import { LoadBoundary } from '../../core/load-boundary';

// material-react-table imports MUI X's three pickers at its top for its date column filters;
// the build hands it these instead (vite.config.ts), which load the real ones when one first
// renders. So a list's code carries no @mui/x-date-pickers (200 KB) it never shows: the
// lists' column filters are off (list-table.tsx), the filter form has its own pickers.

/** A picker drawn once its code is in, nothing until then. */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const picker = preloadable(load);
  return (props: P) => (
    <LoadBoundary fallback={null} retry={picker.preload}>
      <picker.Component {...props} />
    </LoadBoundary>
  );
}

/** material-react-table's date filter: MUI X's DatePicker once its code is in. */
export const DatePicker = deferred<DatePickerProps>(async () => (await import('@mui/x-date-pickers/DatePicker')).DatePicker);

/** material-react-table's date-time filter: MUI X's DateTimePicker once its code is in. */
export const DateTimePicker = deferred<DateTimePickerProps>(async () => (await import('@mui/x-date-pickers/DateTimePicker')).DateTimePicker);

/** material-react-table's time filter: MUI X's TimePicker once its code is in. */
export const TimePicker = deferred<TimePickerProps>(async () => (await import('@mui/x-date-pickers/TimePicker')).TimePicker);
