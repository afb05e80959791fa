import type { GenModel, GenModelTab } from '../../common/wire/gen-model.ts';
import type { Database } from '../db/database.ts';
import { readColumns } from '../crud/columns.ts';
import { relationProperty } from '../crud/query.ts';
import { findModel } from '../models/index.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';

/**
 * The tabs below a model's detail (its declaration's `tabs`, in order): each child's parent key
 * is the one of its parentKeys whose relation points at this model. Fails, naming both models,
 * on a child that is not declared or has not exactly one such key.
 */
export function childTabs(model: ModelDeclaration): GenModelTab[] {
  return (model.tabs ?? []).map((tab) => {
    const [name, label] = typeof tab === 'string' ? [tab, undefined] : [tab.model, tab.label];
    const child = findModel(name);
    if (!child) throw new Error(`model ${model.name}: tab '${name}' is not a declared model`);
    const keys = (child.parentKeys ?? []).filter((key) => child.fields.find((field) => field.name === key)?.relation?.model === model.name);
    if (keys.length !== 1) {
      throw new Error(`model ${model.name}: tab '${name}' needs exactly one parent key relating to ${model.name} among its parentKeys, found ${keys.length}`);
    }
    return { model: child.name, parentKey: keys[0], label: label ?? child.title, permission: `view-${child.permission}` };
  });
}

/**
 * The metadata spec §3 generates screens from: fieldList, fieldType (the live
 * column types, in PostgreSQL's names), fieldView, fieldAdd, fieldEdit,
 * fieldValidation and fieldRelation with displayName, plus labels and inputs.
 */
export async function describeModel(db: Database, model: ModelDeclaration): Promise<GenModel> {
  const columns = new Map((await readColumns(db, model.table)).map((column) => [column.name, column]));
  // A hidden field (a password) never shows in lists or details, but a form may still write it.
  const writable = (field: FieldDeclaration) => !field.readOnly;
  const fields = model.fields.filter((field) => !field.hidden || writable(field));
  const shown = fields.filter((field) => !field.hidden);
  const byName = <T>(pick: (field: (typeof fields)[number]) => T | undefined) =>
    Object.fromEntries(fields.flatMap((field) => {
      const value = pick(field);
      return value === undefined ? [] : [[field.name, value]];
    }));

  return {
    model: model.name,
    table: model.table,
    title: model.title,
    permission: {
      create: `create-${model.permission}`,
      read: `view-${model.permission}`,
      update: `update-${model.permission}`,
      delete: `delete-${model.permission}`,
    },
    pk_field: 'id',
    readOnly: model.readOnly ?? false,
    labelColumn: model.labelColumn,
    defaultSort: model.defaultSort ?? { column: 'id', direction: 'desc' },
    fieldList: fields.map((field) => field.name),
    fieldType: byName((field) => {
      const column = columns.get(field.name);
      if (!column) throw new Error(`model ${model.name}: field ${field.name} is not a column of ${model.table}`);
      return field.options && column.type !== 'enum' && column.type === 'character_varying' ? 'enum' : column.type;
    }),
    fieldLabel: byName((field) => field.label),
    fieldInput: byName((field) => field.input),
    fieldOption: byName((field) => field.options && [...field.options]),
    fieldView: shown.filter((field) => field.list !== false).map((field) => field.name),
    fieldDetail: shown.filter((field) => field.detail !== false).map((field) => field.name),
    fieldAdd: fields.filter((field) => writable(field) && field.add !== false).map((field) => field.name),
    fieldEdit: fields.filter((field) => writable(field) && field.edit !== false).map((field) => field.name),
    fieldValidation: byName((field) => field.rules),
    fieldValidationUpdate: byName((field) => field.updateRules),
    fieldRelation: byName((field) =>
      field.relation
        ? {
            model: field.relation.model,
            endpoint: `/${field.relation.model}`,
            table: findModel(field.relation.model)?.table,
            displayName: field.relation.displayName,
            viewData: `${relationProperty(field)}.${field.relation.displayName}`,
            ...(field.relation.lookupColumns && { columns: field.relation.lookupColumns.map(({ data, label }) => ({ data, label })) }),
          }
        : undefined,
    ),
    fieldSearch: shown.filter((field) => field.searchable).map((field) => field.name),
    fieldSort: shown.filter((field) => field.sortable).map((field) => field.name),
    fieldFilter: byName((field) => field.filter),
    fieldPermission: byName((field) => field.permission),
    parentKeys: [...(model.parentKeys ?? [])],
    children: (model.children ?? []).map((child) => ({ name: child.name, kind: child.kind, label: child.label })),
    tabs: childTabs(model),
    rekap: (model.rekap ?? []).map((item) => ({ id: item.id, label: item.label })),
  };
}
