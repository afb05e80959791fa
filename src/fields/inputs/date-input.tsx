import Stack from '@mui/material/Stack';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { DateInputKind } from '../../core/date-input-value';
import { LazyDatePicker } from '../../widgets/date-picker';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';
import '../../core/data-screen-text';

const kindOf = (type: string | undefined): DateInputKind => (type ?? 'date').replace(/-range$/, '') as DateInputKind;

/** date, datetime, year, month, time and week inputs (spec §3, §5 formats). */
export function DateInput({ settings, name, label, hint, required, disabled }: FieldInputProps) {
  const { input, meta } = useField<string>(name);
  const feedback = fieldFeedback(meta, true);
  return (
    <LazyDatePicker
      kind={kindOf(settings.type)}
      id={`field-${name}`}
      label={label}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      required={required}
      disabled={disabled}
      error={feedback.invalid}
      helperText={feedback.error ?? hint}
      sx={fieldSx(feedback.valid)}
    />
  );
}

/** The -range variants: two inputs whose value is [from, to]. */
export function DateRangeInput({ settings, name, label, hint, required, disabled }: FieldInputProps) {
  const { t } = useTranslation('data-screen');
  const { input, meta } = useField<string[] | ''>(name);
  const feedback = fieldFeedback(meta, true);
  const [from = '', to = ''] = Array.isArray(input.value) ? input.value : [];
  const kind = kindOf(settings.type);
  const update = (next: [string, string]) => input.onChange(next[0] === '' && next[1] === '' ? [] : next);
  const common = { kind, required, disabled, error: feedback.invalid, sx: fieldSx(feedback.valid), onBlur: () => input.onBlur() };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1}>
        <LazyDatePicker {...common} id={`field-${name}-from`} label={`${label} (${t('field.from')})`} value={from} onChange={(value) => update([value, to])} />
        <LazyDatePicker {...common} id={`field-${name}-to`} label={`${label} (${t('field.to')})`} value={to} onChange={(value) => update([from, value])} />
      </Stack>
      {feedback.error || hint ? (
        <Stack component="span" sx={{ color: feedback.invalid ? 'error.main' : 'text.secondary', fontSize: '0.75rem', px: 1.75 }}>
          {feedback.error ?? hint}
        </Stack>
      ) : null}
    </Stack>
  );
}
