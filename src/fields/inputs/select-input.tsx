import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';
import { applyToggleFields } from '../options/apply-toggle-fields';
import { selectedCodes, storedValue } from '../options/multi-value';
import { sameCode } from '../options/option-list';
import { OptionsLoading, OptionsState } from '../options/options-state';
import { useFieldOptions } from '../options/use-field-options';
import '../../core/data-screen-text';

/** select (stores the code) and select-multiple (stores option objects unless disable_revert). */
export function SelectInput({ settings, name, label, hint, required, disabled }: FieldInputProps) {
  const { t } = useTranslation('data-screen');
  const multiple = settings.type === 'select-multiple';
  const form = useForm();
  const { input, meta } = useField<unknown>(name);
  const feedback = fieldFeedback(meta, true);
  const result = useFieldOptions(settings, name, label);
  const pointer = settings.option?.list_pointer;
  const codes = multiple ? selectedCodes(input.value, pointer).map(String) : undefined;
  const single = input.value === undefined || input.value === null ? '' : String(input.value);
  const known = !multiple && result.options.some((option) => sameCode(option.value, single));
  const labelId = `field-${name}-label`;
  return (
    <FormControl fullWidth size="small" error={feedback.invalid} required={required} disabled={disabled} sx={fieldSx(feedback.valid)}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        id={`field-${name}`}
        name={name}
        multiple={multiple}
        value={multiple ? codes : known ? single : ''}
        input={
          <OutlinedInput
            label={label}
            endAdornment={
              result.status === 'loading' ? (
                // Clear of the select's own arrow, which sits over the box's right edge.
                <InputAdornment position="end" sx={{ mr: 2.5 }}>
                  <OptionsLoading />
                </InputAdornment>
              ) : undefined
            }
          />
        }
        onBlur={() => input.onBlur()}
        onChange={(event) => {
          const raw = event.target.value as string | string[];
          if (multiple) {
            const next = typeof raw === 'string' ? raw.split(',') : raw;
            input.onChange(storedValue(next, result.options, pointer, input.value));
            return;
          }
          const option = result.options.find((item) => sameCode(item.value, raw));
          const value = option ? option.value : raw;
          input.onChange(value === '' ? undefined : value);
          applyToggleFields(form, settings, value);
        }}
        renderValue={
          multiple
            ? (selected) => (
                <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                  {(selected as string[]).map((code) => (
                    <Chip key={code} size="small" label={result.options.find((option) => sameCode(option.value, code))?.label ?? code} />
                  ))}
                </Stack>
              )
            : undefined
        }
      >
        {!multiple && !required ? (
          <MenuItem value="">
            <em>{t('options.none')}</em>
          </MenuItem>
        ) : null}
        {result.options.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)} title={option.tooltip}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      <OptionsState result={result} />
      {feedback.error || hint ? <FormHelperText>{feedback.error ?? hint}</FormHelperText> : null}
    </FormControl>
  );
}
