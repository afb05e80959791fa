import type { FormApi } from 'final-form';
import type { FormSettings } from '../../core/config/field-config';
import { sameCode } from './option-list';

/** Spec §3 toggle_field: after a change, set or clear the other fields it names. */
export function applyToggleFields(form: FormApi, settings: FormSettings, value: unknown): void {
  for (const toggle of settings.option?.toggle_field ?? []) {
    if (toggle.show_when && toggle.value === undefined && !toggle.when) continue;
    if (toggle.when && !toggle.when.some((wanted) => sameCode(wanted, value))) continue;
    form.change(toggle.id, toggle.value);
  }
}
