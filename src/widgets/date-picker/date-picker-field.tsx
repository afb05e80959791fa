import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, toPickerValue } from '../../core/date-input-value';
import { dateLanguage, SHOWN_DATE_FORMATS } from '../../core/format';
import type { DatePickerProps } from './date-picker-props';
import { usePickerTexts } from './picker-texts';

/**
 * MUI X's pickers in the app's language and date style (SHOWN_DATE_FORMATS), typed or picked
 * from a calendar, instead of the browser's native input in the browser's own language.
 * The picker keeps what is being typed; the form gets the stored format once a date is whole.
 */
export function DatePickerField({ kind, id, label, ariaLabel, value, onChange, onBlur, required, disabled, error, helperText, fullWidth = true, sx }: DatePickerProps) {
  const { i18n } = useTranslation();
  const localeText = usePickerTexts();
  const [local, setLocal] = useState<Dayjs | null>(() => toPickerValue(kind, value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset, a loaded record) replaces what the picker holds.
  if (value !== seen) {
    setSeen(value);
    if (fromPickerValue(kind, local) !== value) setLocal(toPickerValue(kind, value));
  }
  const change = (next: Dayjs | null) => {
    setLocal(next);
    const stored = fromPickerValue(kind, next);
    if (stored !== value) onChange(stored);
  };
  const common = {
    label,
    value: local,
    onChange: change,
    disabled,
    format: SHOWN_DATE_FORMATS[kind === 'week' ? 'date' : kind],
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: {
        id,
        required,
        error,
        helperText,
        fullWidth,
        onBlur,
        size: 'small' as const,
        sx,
        inputProps: ariaLabel ? { 'aria-label': ariaLabel } : undefined,
      },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dateLanguage(i18n.language)} localeText={localeText}>
      {kind === 'datetime' ? (
        <DateTimePicker {...common} ampm={false} views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']} />
      ) : kind === 'time' ? (
        <TimePicker {...common} ampm={false} views={['hours', 'minutes', 'seconds']} />
      ) : kind === 'month' ? (
        <DatePicker {...common} views={['year', 'month']} openTo="month" />
      ) : kind === 'year' ? (
        <DatePicker {...common} views={['year']} />
      ) : (
        <DatePicker {...common} displayWeekNumber={kind === 'week'} />
      )}
    </LocalizationProvider>
  );
}
