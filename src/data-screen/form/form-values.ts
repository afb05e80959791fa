import { getIn, setIn } from 'final-form';
import type { FormSettings, FormViewName } from '../../core/config/field-config';
import { readPath } from '../../core/config/read-path';
import { resolveText } from '../../core/config/resolve-text';
import type { Row } from '../../core/data/data-types';
import { parseMoney, typedNumber } from '../../core/format';
import { isEmpty, validateValue } from '../../core/validation';
import { formName, type ViewField } from '../view-fields';

type Values = Record<string, unknown>;

/** The form's starting values: the record's (update) through getter/view_data and transform_before, else each field's default value. */
export function initialValues(fields: ViewField<FormSettings>[], record: Row | undefined, preset: Values = {}): Values {
  let values: Values = {};
  for (const { field, settings } of fields) {
    const name = formName(field, settings);
    let value: unknown = record ? readPath(record, settings.getter ?? settings.view_data ?? field.data) : settings.value;
    if (preset[name] !== undefined) value = preset[name];
    if (settings.transform_before) value = settings.transform_before(value, record ?? {});
    if (value !== undefined) values = (setIn(values, name, value) as Values | undefined) ?? {};
  }
  return values;
}

/** Spec §5's client validation of every shown field, messages named by the field's label. */
export function validateForm(fields: ViewField<FormSettings>[], values: Values, hidden: ReadonlySet<string>): Values {
  let errors: Values = {};
  for (const { field, settings } of fields) {
    const name = formName(field, settings);
    if (hidden.has(field.id) || !settings.validation) continue;
    const message = validateValue(getIn(values, name), settings.validation, {
      label: resolveText(field.label),
      name,
      values,
      numeric: settings.type === 'number' || settings.type === 'money',
    });
    if (message) errors = setIn(errors, name, message) as Values;
  }
  return errors;
}

function submitValue(settings: FormSettings, value: unknown, mode: FormViewName): unknown {
  if (settings.type === 'number') return mode === 'filter' && isEmpty(value) ? undefined : typedNumber(value, settings.numeric);
  if (settings.type === 'money') {
    if (mode === 'filter' && isEmpty(value)) return undefined;
    // The money input stores plain text ('2500.5'); anything else is read as typed ('Rp. 2.500,5').
    const plain = Number(value);
    return typeof value === 'string' && value !== '' && Number.isFinite(plain) ? plain : parseMoney(value);
  }
  if (typeof value === 'string') return value.trim();
  return value;
}

/**
 * The payload of a submit (spec §5): text trimmed, whole numbers digits only (empty is 0),
 * decimals with their sign and fraction (empty is null), money parsed, then transform_after;
 * an update is merged onto the loaded record.
 */
export function buildPayload(fields: ViewField<FormSettings>[], values: Values, mode: FormViewName, record?: Row): Values {
  let payload: Values = mode === 'update' && record ? { ...record } : {};
  for (const { field, settings } of fields) {
    const name = formName(field, settings);
    let value = submitValue(settings, getIn(values, name), mode);
    if (settings.transform_after) value = settings.transform_after(value, values);
    // final-form's setIn answers undefined once the last key is unset.
    payload = (setIn(payload, name, value) as Values | undefined) ?? {};
  }
  return payload;
}

/** Spec §2's filter: the config's fixed filter plus the non-empty form values. */
export function filterValues(payload: Values, filterApi: Values | undefined): Values {
  const filters: Values = { ...filterApi };
  for (const [key, value] of Object.entries(payload)) {
    if (!isEmpty(value)) filters[key] = value;
  }
  return filters;
}

/** Fields hidden by another field's toggle_field show_when (spec §3). */
export function hiddenByToggle(fields: ViewField<FormSettings>[], values: Values): Set<string> {
  const hidden = new Set<string>();
  for (const { field, settings } of fields) {
    const current = getIn(values, formName(field, settings));
    for (const toggle of settings.option?.toggle_field ?? []) {
      if (toggle.show_when && !toggle.show_when.some((wanted) => String(wanted) === String(current))) hidden.add(toggle.id);
    }
  }
  return hidden;
}
