import type { FieldMetaState } from 'react-final-form';

/** Types validated on every change (spec §5 "aggressive"); the rest are eager. */
export const AGGRESSIVE_TYPES: ReadonlySet<string> = new Set([
  'file',
  'file-multiple',
  'select',
  'select-multiple',
  'checkbox',
  'radio',
  'lookup-checkbox',
  'lookup-radio',
  'map',
  'map-multiple',
  'date',
  'datetime',
  'year',
  'month',
  'time',
  'week',
  'color',
]);

/** What an input shows under itself: the message, and whether it is marked valid or invalid. */
export interface FieldFeedback {
  error?: string;
  invalid: boolean;
  valid: boolean;
}

/**
 * Spec §5's modes: eager fields show their error once left (or after a submit) and
 * then follow every change; aggressive ones from the first change. A server error
 * (a 422 from the last submit) shows until the field is edited.
 */
export function fieldFeedback(meta: FieldMetaState<unknown>, aggressive: boolean): FieldFeedback {
  const shown = Boolean(meta.touched || meta.submitFailed || (aggressive && meta.modified));
  const serverError = !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
  const error = (shown && typeof meta.error === 'string' ? meta.error : undefined) ?? serverError;
  return { error, invalid: error !== undefined, valid: shown && error === undefined && Boolean(meta.modified) };
}

/** Red asterisk for required fields and a green outline for valid ones (spec §5). */
export const fieldSx = (valid: boolean) => ({
  '& .MuiFormLabel-asterisk': { color: 'error.main' },
  ...(valid ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'success.main' } } : {}),
});
