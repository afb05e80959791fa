import { type Static, type TSchema, Type } from 'typebox';

/** A text in both product languages. */
export const Label = Type.Object({ id: Type.String(), en: Type.String() });
export type Label = Static<typeof Label>;

/**
 * How a field is entered and shown; gen-model reports it as fieldInput next to the database
 * column type, and codegen picks the form input from it.
 */
export const FieldInput = Type.Enum([
  'text',
  'email',
  'password',
  'tel',
  'url',
  'color',
  'number',
  'money',
  'date',
  'datetime',
  'year',
  'month',
  'time',
  'textarea',
  'texteditor',
  'file',
  'file-multiple',
  'select',
  'select-multiple',
  'checkbox',
  'radio',
  'lookup-radio',
  'lookup-checkbox',
  'map',
  'hidden',
]);
export type FieldInput = Static<typeof FieldInput>;

/** One entry of GET /gen-model. */
export const ModelSummary = Type.Object({ model: Type.String(), title: Label, table: Type.String() });
export type ModelSummary = Static<typeof ModelSummary>;

/** GET /gen-model: every model codegen builds a screen for. */
export const ModelListAnswer = Type.Object({ data: Type.Array(ModelSummary) });
export type ModelListAnswer = Static<typeof ModelListAnswer>;

/** A belongs-to relation (spec §3 fieldRelation): where its options come from and what each row shows. */
export const GenModelRelation = Type.Object({
  model: Type.String(),
  endpoint: Type.String(),
  table: Type.Optional(Type.String()),
  displayName: Type.String(),
  viewData: Type.String({ description: "The row's property path of the related name, e.g. department.department_name" }),
  columns: Type.Optional(
    Type.Array(Type.Object({ data: Type.String(), label: Label }), { description: "A lookup picker's table columns: row paths of the related model's dataset" }),
  ),
});
export type GenModelRelation = Static<typeof GenModelRelation>;

/** A child model shown as a tab below the detail, with the key its list is filtered by. */
export const GenModelTab = Type.Object({
  model: Type.String(),
  parentKey: Type.String({ description: "The child's column holding the parent's id: the filter its list is called with" }),
  label: Label,
  permission: Type.String({ description: "The child's read permission: without it the tab is not shown (spec §6)" }),
});
export type GenModelTab = Static<typeof GenModelTab>;

/** One allowed value of an enum column. */
export const GenModelOption = Type.Object({ value: Type.Union([Type.String(), Type.Number()]), label: Label });
export type GenModelOption = Static<typeof GenModelOption>;

const byField = <T extends TSchema>(value: T) => Type.Record(Type.String(), value);
const fieldNames = Type.Array(Type.String());

/**
 * The metadata spec §3 generates screens from: the model's fields with their live column types
 * (PostgreSQL's names: integer, character_varying, timestamp_with_time_zone, enum …), labels,
 * inputs, the fields of each view, validation rules, relations, search, sort and filters.
 */
export const GenModel = Type.Object({
  model: Type.String(),
  table: Type.String(),
  title: Label,
  permission: Type.Object({ create: Type.String(), read: Type.String(), update: Type.String(), delete: Type.String() }),
  pk_field: Type.String(),
  readOnly: Type.Boolean(),
  labelColumn: Type.String(),
  defaultSort: Type.Object({ column: Type.String(), direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) }),
  fieldList: fieldNames,
  fieldType: byField(Type.String()),
  fieldLabel: byField(Label),
  fieldInput: byField(FieldInput),
  fieldOption: byField(Type.Array(GenModelOption)),
  fieldView: fieldNames,
  fieldDetail: fieldNames,
  fieldAdd: fieldNames,
  fieldEdit: fieldNames,
  fieldValidation: byField(Type.String()),
  fieldValidationUpdate: byField(Type.String()),
  fieldRelation: byField(GenModelRelation),
  fieldSearch: fieldNames,
  fieldSort: fieldNames,
  fieldFilter: byField(Type.Union([Type.Literal('exact'), Type.Literal('range')])),
  fieldPermission: byField(Type.String()),
  parentKeys: fieldNames,
  children: Type.Array(Type.Object({ name: Type.String(), kind: Type.Union([Type.Literal('many-to-many'), Type.Literal('has-many'), Type.Literal('files')]), label: Label })),
  tabs: Type.Array(GenModelTab),
  rekap: Type.Array(Type.Object({ id: Type.String(), label: Label })),
});
export type GenModel = Static<typeof GenModel>;

/** GET /gen-model/{model}. */
export const GenModelAnswer = Type.Object({ data: GenModel });
export type GenModelAnswer = Static<typeof GenModelAnswer>;
