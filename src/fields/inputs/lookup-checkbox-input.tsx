import type { FieldInputProps } from '../field-props';
import { LookupField } from './lookup-field';

/** The `lookup-checkbox` form type: a multi lookup picker (option objects, or codes with disable_revert). */
export function LookupCheckboxInput(props: FieldInputProps) {
  return <LookupField {...props} multiple />;
}
