import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface OutlinedTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The input's type; default 'text'. */
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Default false. */
  fullWidth?: boolean;
  /** Text under the field (a hint, or the error when `error` is set). */
  helperText?: ReactNode;
  /** Default false. */
  error?: boolean;
  /** Default false. */
  required?: boolean;
  /** At the end of the input, e.g. a show-password button. */
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField for a text input, with the same markup, classes and ids.
 * TextField itself always brings its select mode (Select, Menu, Popover, Modal), which
 * the public screens never use and the login screen should not download.
 */
export function OutlinedTextField({ label, helperText, error = false, required = false, fullWidth = false, ...input }: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" error={error} required={required} fullWidth={fullWidth} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} aria-describedby={helperTextId} label={label} fullWidth={fullWidth} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
