import type { DisplaySettings, FieldConfig, FormSettings } from '../src/core/config/field-config.ts';
import type { DetailViewConfig, ListViewConfig, ModuleConfig } from '../src/core/config/module-config.ts';
import type { GenModel } from './gen-model.ts';
import { type FieldTyping, filterTypeOf, mapFieldType } from './map-type.ts';
import { checkRules, formRules } from './rules.ts';

/**
 * The pure mapping from one gen-model answer to a ModuleConfig (spec §3
 * "Module config" and "Generic field definition"). No I/O: the same answer
 * always gives the same config.
 */

function displaySettings(meta: GenModel, name: string, typing: FieldTyping, view: 'list' | 'detail'): DisplaySettings {
  const relation = meta.fieldRelation[name];
  const shown = view === 'list' ? meta.fieldView : meta.fieldDetail;
  const settings: DisplaySettings = {
    show: shown.includes(name),
    view_data: relation ? relation.viewData : name,
    type: typing.display.type,
  };
  if (view === 'list') settings.sortable = meta.fieldSort.includes(name);
  if (typing.display.format) settings.format = typing.display.format;
  if (typing.display.options) settings.options = typing.display.options.map(({ value, label }) => ({ value, label }));
  if (typing.display.trusted) settings.trusted = true;
  const permission = meta.fieldPermission[name];
  if (permission) settings.permission = permission;
  return settings;
}

function formSettings(show: boolean, typing: FieldTyping, validation: string | undefined): FormSettings {
  const settings: FormSettings = { show, type: typing.form };
  if (validation) settings.validation = validation;
  if (typing.option) settings.option = typing.option;
  if (typing.numeric) settings.numeric = typing.numeric;
  return settings;
}

function filterSettings(meta: GenModel, name: string, typing: FieldTyping): FormSettings {
  const filter = meta.fieldFilter[name];
  const settings: FormSettings = { show: filter !== undefined, type: filterTypeOf(typing.form, filter) };
  if (typing.option) settings.option = typing.option;
  if (typing.numeric) settings.numeric = typing.numeric;
  return settings;
}

/** One field's config: labels and the five views' settings; a read-only model has no form settings. */
export function mapField(meta: GenModel, name: string): FieldConfig {
  const typing = mapFieldType(meta, name);
  const label = meta.fieldLabel[name];
  if (!label) throw new Error(`codegen: model ${meta.model}, field ${name}: gen-model gave no fieldLabel; add a label to the server model.`);
  const field: FieldConfig = {
    id: name,
    data: name,
    label: { id: label.id, en: label.en },
    list: displaySettings(meta, name, typing, 'list'),
    detail: displaySettings(meta, name, typing, 'detail'),
  };
  const createRules = meta.fieldValidation[name];
  checkRules(createRules, meta.model, name);
  checkRules(meta.fieldValidationUpdate[name], meta.model, name);
  if (!meta.readOnly) {
    field.create = formSettings(meta.fieldAdd.includes(name), typing, formRules(createRules));
    field.update = formSettings(meta.fieldEdit.includes(name), typing, formRules(meta.fieldValidationUpdate[name] ?? createRules));
  }
  field.filter = filterSettings(meta, name, typing);
  return field;
}

function listView(meta: GenModel): ListViewConfig {
  const view: ListViewConfig = { filter: Object.keys(meta.fieldFilter).length > 0 ? 'sidebar' : false };
  if (meta.rekap.length > 0) {
    view.statistic = { items: meta.rekap.map((item) => ({ id: item.id, label: { id: item.label.id, en: item.label.en } })) };
  }
  view.export = true;
  view.import = !meta.readOnly;
  if (meta.readOnly) {
    view.hideCreate = true;
    view.hideUpdate = true;
    view.hideDelete = true;
  }
  return view;
}

/** The detail's child tabs (spec §2): each child's list filtered by its key to this model. */
function detailView(meta: GenModel): DetailViewConfig {
  return {
    children: meta.tabs.map((tab) => ({
      module: tab.model,
      title: { id: tab.label.id, en: tab.label.en },
      parent_key: tab.parentKey,
      permission: tab.permission,
    })),
  };
}

/** Maps one `GET /api/gen-model/{model}` answer to the module config the generic data screen renders. */
export function mapModel(meta: GenModel): ModuleConfig {
  return {
    name: meta.model,
    title: { id: meta.title.id, en: meta.title.en },
    getter: `/${meta.model}`,
    setter: `/${meta.model}`,
    model_api: meta.model,
    pk_field: meta.pk_field,
    permission: {
      create: meta.permission.create,
      read: meta.permission.read,
      update: meta.permission.update,
      delete: meta.permission.delete,
    },
    sort: { sort_by: meta.defaultSort.column, sort: meta.defaultSort.direction === 'asc' ? 'ASC' : 'DESC' },
    views: { list: listView(meta), ...(meta.tabs.length > 0 && { detail: detailView(meta) }) },
    fields: meta.fieldList.map((name) => mapField(meta, name)),
  };
}
