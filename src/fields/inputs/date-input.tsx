import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { type DateInputKind, fromNativeInput, NATIVE_INPUT_TYPE, toNativeInput } from '../../core/date-input-value';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

const kindOf = (type: string | undefined): DateInputKind => (type ?? 'date').replace(/-range$/, '') as DateInputKind;

interface NativeDateProps {
  kind: DateInputKind;
  id: string;
  label: string;
  stored: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  required: boolean;
  disabled?: boolean;
  error: boolean;
  helperText?: string;
  valid: boolean;
  attr?: Record<string, unknown>;
}

/** One native date-like box that speaks spec §5's stored formats. */
function NativeDate({ kind, id, label, stored, onChange, onBlur, required, disabled, error, helperText, valid, attr }: NativeDateProps) {
  // A week is stored as its Monday's day of month ('DD', spec §5), which cannot be shown back; keep what was picked.
  const [week, setWeek] = useState('');
  const value = kind === 'week' ? week : toNativeInput(kind, stored);
  return (
    <TextField
      id={id}
      type={NATIVE_INPUT_TYPE[kind]}
      label={label}
      value={value}
      onChange={(event) => {
        if (kind === 'week') setWeek(event.target.value);
        onChange(fromNativeInput(kind, event.target.value));
      }}
      onBlur={onBlur}
      required={required}
      disabled={disabled}
      fullWidth
      size="small"
      error={error}
      helperText={helperText}
      sx={fieldSx(valid)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { step: kind === 'datetime' || kind === 'time' ? 1 : undefined, min: kind === 'year' ? 1900 : undefined, max: kind === 'year' ? 2999 : undefined, ...attr },
      }}
    />
  );
}

/** date, datetime, year, month, time and week inputs (spec §3, §5 formats). */
export function DateInput({ settings, name, label, hint, required, disabled }: FieldInputProps) {
  const { input, meta } = useField<string>(name);
  const feedback = fieldFeedback(meta, true);
  return (
    <NativeDate
      kind={kindOf(settings.type)}
      id={`field-${name}`}
      label={label}
      stored={input.value}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      required={required}
      disabled={disabled}
      error={feedback.invalid}
      helperText={feedback.error ?? hint}
      valid={feedback.valid}
      attr={settings.attr}
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
  const common = { kind, required, disabled, error: feedback.invalid, valid: feedback.valid, onBlur: () => input.onBlur(), attr: settings.attr };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1}>
        <NativeDate {...common} id={`field-${name}-from`} label={`${label} (${t('field.from')})`} stored={from} onChange={(value) => update([value, to])} />
        <NativeDate {...common} id={`field-${name}-to`} label={`${label} (${t('field.to')})`} stored={to} onChange={(value) => update([from, value])} />
      </Stack>
      {feedback.error || hint ? (
        <Stack component="span" sx={{ color: feedback.invalid ? 'error.main' : 'text.secondary', fontSize: '0.75rem', px: 1.75 }}>
          {feedback.error ?? hint}
        </Stack>
      ) : null}
    </Stack>
  );
}
