import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface OptionSelectProps<T> {
  label: string;
  name: string;
  value: number | null;
  options: readonly T[];
  optionId: (option: T) => number;
  optionLabel: (option: T) => string;
  onChange: (value: number | null) => void;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
}

/** A required single select over a loaded list of records with numeric ids. */
export function OptionSelect<T>({ label, name, value, options, optionId, optionLabel, onChange, disabled, helperText, error }: OptionSelectProps<T>) {
  // A value not (yet) among the options renders as empty rather than warning.
  const known = value !== null && options.some((option) => optionId(option) === value);
  return (
    <TextField
      select
      label={label}
      name={name}
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      disabled={disabled}
      helperText={helperText}
      error={error}
      required
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={optionId(option)} value={String(optionId(option))}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
