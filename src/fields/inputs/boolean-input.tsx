import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { fieldFeedback, fieldSx } from '../field-feedback';
import type { FieldInputProps } from '../field-props';
import '../../core/data-screen-text';

/** Whether a stored flag reads as yes: the server's booleans, and spec §4's 'y'. */
const isYes = (value: unknown) => value === true || value === 1 || ['true', '1', 'y'].includes(String(value).toLowerCase());

/** The filter's choices; the server compares a boolean column as text, so yes and no travel as 'true' and 'false'. */
const FILTER_CHOICES = [
  { value: '', label: 'options.all' },
  { value: 'true', label: 'status.yes' },
  { value: 'false', label: 'status.no' },
] as const;

function filterChoice(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return isYes(value) ? 'true' : 'false';
}

/** A yes/no filter: any (not filtered), yes or no. */
function BooleanFilter({ name, label, disabled }: FieldInputProps) {
  const { t } = useTranslation('data-screen');
  const { input } = useField<unknown>(name);
  const labelId = `field-${name}-label`;
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel id={labelId} component="legend">{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={name} value={filterChoice(input.value)} onChange={(event) => input.onChange(event.target.value || undefined)}>
        {FILTER_CHOICES.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={t(choice.label)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** One checkbox bound to the boolean: ticked is true, cleared is false. */
function BooleanCheckbox({ name, label, hint, required, disabled }: FieldInputProps) {
  const { input, meta } = useField<unknown>(name);
  const feedback = fieldFeedback(meta, true);
  return (
    <FormControl error={feedback.invalid} disabled={disabled} sx={fieldSx(feedback.valid)}>
      <FormControlLabel
        required={required}
        label={label}
        control={
          <Checkbox
            name={name}
            checked={isYes(input.value)}
            onChange={(event) => {
              input.onChange(event.target.checked);
              input.onBlur();
            }}
          />
        }
      />
      {feedback.error || hint ? <FormHelperText>{feedback.error ?? hint}</FormHelperText> : null}
    </FormControl>
  );
}

/** A yes/no field (a checkbox without options): a checkbox in create and update, any/yes/no in a filter. */
export function BooleanInput(props: FieldInputProps) {
  return props.mode === 'filter' ? <BooleanFilter {...props} /> : <BooleanCheckbox {...props} />;
}
