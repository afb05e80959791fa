import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

/** Textarea with 5 rows unless the field's option says otherwise (spec §3). */
export function TextareaInput({ settings, name, label, placeholder, hint, required, disabled }: FieldInputProps) {
  const { input, meta } = useField<string>(name);
  const feedback = fieldFeedback(meta, false);
  return (
    <TextField
      {...input}
      value={input.value ?? ''}
      id={`field-${name}`}
      label={label}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      multiline
      rows={settings.option?.rows ?? 5}
      fullWidth
      size="small"
      error={feedback.invalid}
      helperText={feedback.error ?? hint}
      sx={fieldSx(feedback.valid)}
      slotProps={{ htmlInput: settings.attr }}
    />
  );
}
