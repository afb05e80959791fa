import type { FieldConfig, FormSettings, LocationColumns } from '../../core/config/field-config';
import type { ModuleConfig } from '../../core/config/module-config';
import { readPath } from '../../core/config/read-path';
import type { TableInputColumn } from '../../widgets/table-input';

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'textarea', 'texteditor']);

/** The map columns of a module's records, when a form field enters them on a map (option.location). */
export function locationColumnsOf(config: ModuleConfig): LocationColumns | undefined {
  return config.fields.map((field) => field.update?.option?.location ?? field.create?.option?.location).find((columns) => columns !== undefined);
}

function columnOf(field: FieldConfig, settings: FormSettings, coordinate: boolean): TableInputColumn {
  const base = { data: field.data, label: field.label, rules: settings.validation };
  const type = coordinate ? 'number' : settings.type ?? 'text';
  if (type === 'number' || type === 'money') return { ...base, editable: true, type: 'number' };
  if (type === 'checkbox') return { ...base, editable: true, type: 'checkbox' };
  if (type === 'date') return { ...base, editable: true, type: 'date' };
  if (type === 'file-multiple') return { ...base, editable: true, type: 'files', accept: settings.option?.accept };
  const pointer = settings.option?.list_pointer;
  if ((type === 'radio' || type === 'select') && pointer && Array.isArray(pointer.list)) {
    const options = pointer.list.map((item) => ({ value: item[pointer.code] as string | number, label: item[pointer.label] as string | { id: string; en: string } }));
    return { ...base, editable: true, type: 'select', options };
  }
  // A relation's choices come from its dataset, which the lines load (ListLines).
  if (type === 'select' && pointer) return { ...base, editable: true, type: 'select', options: [], source: pointer };
  if (TEXT_TYPES.has(type)) return { ...base, editable: true, type: 'text' };
  // Relations, dates and files keep their own inputs on the form; a line shows what the list shows.
  const path = field.list?.view_data ?? field.data;
  return { ...base, editable: false, display: (row) => String(readPath(row, path) ?? '') };
}

/**
 * The columns of a module's lines: the form's fields the user may write (update, else create),
 * minus the parent's key and hidden ones; the coordinates of a map field are number cells.
 */
export function lineColumns(config: ModuleConfig, can: (permission: string) => boolean, parentKeys: readonly string[]): TableInputColumn[] {
  const location = locationColumnsOf(config);
  const coordinates = new Set(location ? [location.lat, location.lng] : []);
  return config.fields.flatMap((field) => {
    const settings = field.update ?? field.create;
    const coordinate = coordinates.has(field.data);
    if (!settings || settings.show === false || parentKeys.includes(field.data)) return [];
    if (settings.permission && !can(settings.permission)) return [];
    if (settings.type === 'hidden' && !coordinate) return [];
    return [columnOf(field, settings, coordinate)];
  });
}

/** A new line's values: each field's default value. */
export function newLineValues(config: ModuleConfig): Record<string, unknown> {
  return Object.fromEntries(config.fields.flatMap((field) => (field.create?.value === undefined ? [] : [[field.data, field.create.value]])));
}
