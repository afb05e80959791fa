import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../core/config/resolve-text';
import { AGGRESSIVE_TYPES, fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';
import '../../core/data-screen-text';

const NATIVE: Record<string, string> = { text: 'text', email: 'email', tel: 'tel', url: 'url', color: 'color', password: 'password' };

/** text, email, tel, url, color and password (with show/hide) inputs; hidden renders no box. */
export function TextInput({ settings, name, label, placeholder, hint, required, disabled }: FieldInputProps) {
  const { t } = useTranslation('data-screen');
  const type = settings.type ?? 'text';
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, touched: true, modified: true, submitError: true, submitFailed: true, dirtySinceLastSubmit: true } });
  const [shown, setShown] = useState(false);
  if (type === 'hidden') return <input type="hidden" name={name} value={String(input.value ?? '')} readOnly />;
  const feedback = fieldFeedback(meta, AGGRESSIVE_TYPES.has(type));
  const isPassword = type === 'password';
  const prefix = resolveText(settings.prefix);
  const suffix = resolveText(settings.suffix);
  const toggle = isPassword ? (
    <InputAdornment position="end">
      <IconButton aria-label={t(shown ? 'field.hidePassword' : 'field.showPassword')} onClick={() => setShown((value) => !value)} edge="end" size="small">
        {shown ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  ) : undefined;
  return (
    <TextField
      {...input}
      value={input.value ?? ''}
      id={`field-${name}`}
      type={isPassword && shown ? 'text' : (NATIVE[type] ?? 'text')}
      label={label}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      fullWidth
      size="small"
      error={feedback.invalid}
      helperText={feedback.error ?? hint}
      sx={fieldSx(feedback.valid)}
      slotProps={{
        inputLabel: type === 'color' ? { shrink: true } : undefined,
        htmlInput: settings.attr,
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: toggle ?? (suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined),
        },
      }}
    />
  );
}
