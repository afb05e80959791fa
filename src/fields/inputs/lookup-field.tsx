import { useMemo } from 'react';
import { useField, useFormState } from 'react-final-form';
import { LookupPicker } from '../../widgets/lookup';
import { fieldFeedback } from '../field-feedback';
import type { FieldInputProps } from '../field-props';

const NO_PARAMS: readonly never[] = [];

/**
 * The lookup-checkbox and lookup-radio inputs: the lookup picker bound to the form. It loads with
 * the form (a few kB), so the field shows with the others, not as a loader that gives way to a
 * shorter field and moves the fields below it.
 */
export function LookupField({ settings, name, label, hint, required, disabled, multiple }: FieldInputProps & { multiple: boolean }) {
  const { input, meta } = useField<unknown>(name);
  const feedback = fieldFeedback(meta, true);
  const getParams = settings.option?.get_param ?? NO_PARAMS;
  const { values } = useFormState({ subscription: { values: getParams.length > 0 } });
  // The get_param values of the fields this lookup depends on travel as dataset params (spec §3).
  const params = useMemo(() => {
    const entries = getParams.map((param) => [param.alias ?? param.id, (values as Record<string, unknown> | undefined)?.[param.id]] as const);
    return Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== null && value !== ''));
  }, [getParams, values]);
  const pointer = settings.option?.list_pointer;
  if (!pointer) {
    console.error(`Konfigurasi Field ${name} Tidak ditemukan: ${settings.type} needs option.list_pointer`);
    return null;
  }
  return (
    <LookupPicker
      value={input.value}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
      label={label}
      pointer={pointer}
      multiple={multiple}
      params={params}
      required={required}
      disabled={disabled}
      error={feedback.error}
      hint={hint}
    />
  );
}
