import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tooltip from '@mui/material/Tooltip';
import { useField, useForm } from 'react-final-form';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';
import { applyToggleFields } from '../options/apply-toggle-fields';
import { selectedCodes, storedValue } from '../options/multi-value';
import { sameCode } from '../options/option-list';
import { OptionsLoading, OptionsState } from '../options/options-state';
import { useFieldOptions } from '../options/use-field-options';

// A small radio or checkbox with its label: a 20 px icon inside 9 px of padding each side.
const CONTROL_ROW_HEIGHT = 38;

/** checkbox (several choices, stored like select-multiple) and radio (one code) inputs. */
export function ChoiceInput({ settings, name, label, hint, required, disabled }: FieldInputProps) {
  const radio = settings.type === 'radio';
  const form = useForm();
  const { input, meta } = useField<unknown>(name);
  const feedback = fieldFeedback(meta, true);
  const result = useFieldOptions(settings, name, label);
  const pointer = settings.option?.list_pointer;
  const codes = radio ? [] : selectedCodes(input.value, pointer);
  const toggle = (code: unknown, checked: boolean) => {
    const next = checked ? [...codes, code] : codes.filter((item) => !sameCode(item, code));
    input.onChange(storedValue(next, result.options, pointer, input.value));
    input.onBlur();
  };
  const labelId = `field-${name}-label`;
  const options = result.options.map((option) => {
    const control = radio ? (
      <Radio size="small" checked={sameCode(input.value, option.value)} onChange={() => {
        input.onChange(option.value);
        input.onBlur();
        applyToggleFields(form, settings, option.value);
      }} />
    ) : (
      <Checkbox size="small" checked={codes.some((code) => sameCode(code, option.value))} onChange={(event) => toggle(option.value, event.target.checked)} />
    );
    const item = <FormControlLabel key={String(option.value)} value={String(option.value)} control={control} label={option.label} />;
    return option.tooltip ? <Tooltip key={String(option.value)} title={option.tooltip}>{item}</Tooltip> : item;
  });
  return (
    <FormControl component="fieldset" error={feedback.invalid} required={required} disabled={disabled} sx={fieldSx(feedback.valid)}>
      <FormLabel id={labelId} component="legend">{label}</FormLabel>
      {result.status === 'loading' ? (
        // A row of the controls' height, so the fields below stay where the options will put them.
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: CONTROL_ROW_HEIGHT }}>
          <OptionsLoading />
        </Box>
      ) : radio ? (
        <RadioGroup row aria-labelledby={labelId} name={name} value={input.value === undefined || input.value === null ? '' : String(input.value)}>
          {options}
        </RadioGroup>
      ) : (
        <FormGroup row aria-labelledby={labelId}>{options}</FormGroup>
      )}
      <OptionsState result={result} />
      {feedback.error || hint ? <FormHelperText>{feedback.error ?? hint}</FormHelperText> : null}
    </FormControl>
  );
}
