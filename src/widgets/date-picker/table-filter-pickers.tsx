import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import type { TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import { lazy, Suspense } from 'react';

// material-react-table imports MUI X's three pickers at its top for its date column filters;
// the build hands it these instead (vite.config.ts), which load the real ones when one first
// renders. So a list's code carries no @mui/x-date-pickers (200 KB) it never shows: the
// lists' column filters are off (list-table.tsx), the filter form has its own pickers.

const LoadedDatePicker = lazy(async () => ({ default: (await import('@mui/x-date-pickers/DatePicker')).DatePicker }));
const LoadedDateTimePicker = lazy(async () => ({ default: (await import('@mui/x-date-pickers/DateTimePicker')).DateTimePicker }));
const LoadedTimePicker = lazy(async () => ({ default: (await import('@mui/x-date-pickers/TimePicker')).TimePicker }));

/** material-react-table's date filter: MUI X's DatePicker once its code is in. */
export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDatePicker {...props} />
    </Suspense>
  );
}

/** material-react-table's date-time filter: MUI X's DateTimePicker once its code is in. */
export function DateTimePicker(props: DateTimePickerProps) {
  return (
    <Suspense fallback={null}>
      <LoadedDateTimePicker {...props} />
    </Suspense>
  );
}

/** material-react-table's time filter: MUI X's TimePicker once its code is in. */
export function TimePicker(props: TimePickerProps) {
  return (
    <Suspense fallback={null}>
      <LoadedTimePicker {...props} />
    </Suspense>
  );
}
