import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { resolveText } from '../../core/config/resolve-text';
import { formatDigits, formatMoneyTyping, MONEY_INPUT_PREFIX, parseMoneyTyping } from '../../core/format';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

/**
 * number ('.' thousands while typing, digits stored) and money ('Rp. ' prefix, ','
 * decimals up to 3) inputs (spec §5, §9). The stored value is plain: '1234' or '1234.5'.
 */
export function NumberInput({ settings, name, label, placeholder, hint, required, disabled }: FieldInputProps) {
  const money = settings.type === 'money';
  const { input, meta } = useField<string | number>(name);
  const feedback = fieldFeedback(meta, false);
  const shown = money ? formatMoneyTyping(input.value) : formatDigits(input.value);
  const prefix = money ? MONEY_INPUT_PREFIX.trim() : resolveText(settings.prefix);
  const suffix = resolveText(settings.suffix);
  return (
    <TextField
      name={input.name}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      value={shown}
      onChange={(event) => {
        const typed = event.target.value;
        input.onChange(money ? parseMoneyTyping(typed) : typed.replace(/\D/g, ''));
      }}
      id={`field-${name}`}
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
        htmlInput: { inputMode: money ? 'decimal' : 'numeric', ...settings.attr },
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
