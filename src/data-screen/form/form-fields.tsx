import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import type { FormSettings, FormViewName } from '../../core/config/field-config';
import { resolveText } from '../../core/config/resolve-text';
import { isRequired } from '../../core/validation';
import { getFieldInput } from '../../fields/field-registry';
import { formName, type ViewField } from '../view-fields';
import { hiddenByToggle } from './form-values';

const FULL_WIDTH = new Set(['textarea', 'texteditor', 'checkbox', 'radio', 'file-multiple', 'map', 'map-multiple', 'lookup-checkbox', 'lookup-radio']);

/** The inputs of a form, laid out in a grid; fields hidden by a toggle_field are left out. */
export function FormFields({ fields, mode, columns = 2 }: { fields: ViewField<FormSettings>[]; mode: FormViewName; columns?: 1 | 2 }) {
  const { values } = useFormState({ subscription: { values: true } });
  const hidden = hiddenByToggle(fields, values as Record<string, unknown>);
  const shown = fields.filter(({ field }) => !hidden.has(field.id));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' } }}>
      <RegisterBeforePaint names={shown.map(({ field }) => field.id).join(' ')} />
      {shown.map(({ field, settings }) => {
          const Input = getFieldInput(settings.type);
          const type = settings.type ?? 'text';
          const wide = columns === 2 && (FULL_WIDTH.has(type) || type.endsWith('-range'));
          return (
            <Box key={field.id} sx={{ gridColumn: wide ? '1 / -1' : undefined, display: type === 'hidden' ? 'none' : undefined }}>
              {settings.event ? <FieldEvent name={formName(field, settings)} event={settings.event} /> : null}
              <Input
                field={field}
                settings={settings}
                mode={mode}
                name={formName(field, settings)}
                label={resolveText(field.label)}
                placeholder={field.placeholder ? resolveText(field.placeholder) : undefined}
                hint={field.hint ? resolveText(field.hint) : undefined}
                required={mode !== 'filter' && isRequired(settings.validation)}
                disabled={settings.attr?.disabled === true}
              />
            </Box>
          );
        })}
    </Box>
  );
}

/**
 * Makes the inputs just shown register with the form before the browser paints them or
 * delivers a click to them. react-final-form's useField registers its field in a passive
 * effect, and registering writes the form's starting value over a change made before;
 * after a non-urgent render (a form opened by navigation, its record already cached) React
 * lets the browser paint and handle input first, so a quick click was undone. An update
 * scheduled in a layout effect is rendered before the paint, and React runs the pending
 * passive effects before any new update.
 */
function RegisterBeforePaint({ names }: { names: string }) {
  const [, setRegistered] = useState('');
  useLayoutEffect(() => setRegistered(names), [names]);
  return null;
}

/**
 * Spec §3's form field `event`: called with the field's new value and the form's values
 * each time the user changes it, not for the starting value.
 */
function FieldEvent({ name, event }: { name: string; event: NonNullable<FormSettings['event']> }) {
  const form = useForm();
  const { input } = useField(name, { subscription: { value: true } });
  const previous = useRef(input.value);
  useEffect(() => {
    if (Object.is(previous.current, input.value)) return;
    previous.current = input.value;
    event(input.value, form.getState().values as Record<string, unknown>);
  }, [input.value, event, form]);
  return null;
}
