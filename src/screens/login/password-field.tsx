import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '../../widgets/outlined-text-field';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  /** The input's name; default 'password'. */
  name?: string;
  /** Text under the field (a hint, or the error when `error` is set). */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, autoComplete = 'current-password', name = 'password', helperText, error, required }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      helperText={helperText}
      error={error}
      required={required}
      fullWidth
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? t('signin.hidePassword') : t('signin.showPassword')}
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
