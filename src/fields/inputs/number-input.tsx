import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../core/config/resolve-text';
import { formatNumberTyping, MONEY_INPUT_PREFIX, numberTyping, parseNumberTyping } from '../../core/format';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

/**
 * number and money inputs (spec §5, §9). A whole number takes digits only; a decimal or
 * signed column (settings.numeric) also its fraction and sign, with the separators of the
 * user's language; money has the 'Rp. ' prefix and ',' decimals up to 3. The stored value
 * is plain: '1234', '-6.2', or while typing '-' and '-6.'.
 */
export function NumberInput({ settings, name, label, placeholder, hint, required, disabled }: FieldInputProps) {
  const money = settings.type === 'money';
  const { input, meta } = useField<string | number>(name);
  const { i18n } = useTranslation();
  const typing = numberTyping(settings.numeric, money, i18n.language);
  const feedback = fieldFeedback(meta, false);
  const prefix = money ? MONEY_INPUT_PREFIX.trim() : resolveText(settings.prefix);
  const suffix = resolveText(settings.suffix);
  return (
    <TextField
      name={input.name}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      value={formatNumberTyping(input.value, typing)}
      onChange={(event) => input.onChange(parseNumberTyping(event.target.value, typing))}
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
        // Phone keypads for 'decimal' and 'numeric' have no minus key.
        htmlInput: { inputMode: typing.signed ? 'text' : typing.decimal ? 'decimal' : 'numeric', ...settings.attr },
        input: {
          startAdornment: prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined,
          endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
