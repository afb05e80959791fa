import type { DisplaySettings, FieldConfig, FormSettings, FormViewName } from '../core/config/field-config';
import type { ModuleConfig } from '../core/config/module-config';
import { ALLOW_ALL } from '../core/permission';

/** A field with its settings for one view. */
export interface ViewField<S> {
  field: FieldConfig;
  settings: S;
}

const allowed = (permission: string | undefined, can: (permission: string) => boolean) => can(permission ?? ALLOW_ALL);

/**
 * The fields a list or detail shows, in their configured order: shown ones whose
 * permission the user holds (spec §6: a column without permission is hidden).
 */
export function displayFields(config: ModuleConfig, view: 'list' | 'detail', can: (permission: string) => boolean): ViewField<DisplaySettings>[] {
  const fields = config.fields
    .map((field, index) => ({ field, settings: field[view], index }))
    .filter((item): item is { field: FieldConfig; settings: DisplaySettings; index: number } => item.settings !== undefined)
    .filter((item) => item.settings.show !== false && allowed(item.settings.permission, can));
  fields.sort((a, b) => (a.settings.order ?? a.index) - (b.settings.order ?? b.index) || a.index - b.index);
  return fields.map(({ field, settings }) => ({ field, settings }));
}

/** The fields a form mode shows, in config order, by permission. */
export function formFields(config: ModuleConfig, mode: FormViewName, can: (permission: string) => boolean): ViewField<FormSettings>[] {
  return config.fields
    .map((field) => ({ field, settings: field[mode] }))
    .filter((item): item is ViewField<FormSettings> => item.settings !== undefined)
    .filter((item) => item.settings.show !== false && allowed(item.settings.permission, can));
}

/** The form value's name of a field: settings.setter ?? field.data. */
export const formName = (field: FieldConfig, settings: FormSettings) => settings.setter ?? field.data;

/** Finds a field config by id, logging spec §8's message when it is missing. */
export function findField(config: ModuleConfig, id: string): FieldConfig | undefined {
  const field = config.fields.find((item) => item.id === id);
  if (!field) console.error(`Konfigurasi Field ${id} Tidak ditemukan (module ${config.name})`);
  return field;
}

/** The primary key of a row. */
export const rowId = (config: ModuleConfig, row: Record<string, unknown>) => row[config.pk_field] as string | number;
