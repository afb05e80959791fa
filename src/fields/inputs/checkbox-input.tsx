import type { FieldInputProps } from '../field-props';
import { BooleanInput } from './boolean-input';
import { ChoiceInput } from './choice-input';

/** The `checkbox` form type: several choices when it has an option list, else a yes/no flag (a boolean column). */
export function CheckboxInput(props: FieldInputProps) {
  return props.settings.option?.list_pointer ? <ChoiceInput {...props} /> : <BooleanInput {...props} />;
}
