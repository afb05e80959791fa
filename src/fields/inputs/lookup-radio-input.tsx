import type { FieldInputProps } from '../field-props';
import { LookupField } from './lookup-field';

/** The `lookup-radio` form type: a single lookup picker (an option object, or its code with disable_revert). */
export function LookupRadioInput(props: FieldInputProps) {
  return <LookupField {...props} multiple={false} />;
}
