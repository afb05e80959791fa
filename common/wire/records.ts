import { type Static, Type } from 'typebox';

/**
 * One record: its model's columns, each relation as an object (`{id, <displayName>}`), each
 * sub-record list as an array. Open, as every model has fields of its own, which
 * GET /gen-model/{model} describes; nothing in it is dropped or coerced.
 */
export const Row = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
  description: "A record of the model: the fields GET /api/gen-model/{model} describes",
});
export type Row = Static<typeof Row>;

export const ModelParams = Type.Object({ model: Type.String({ description: "The model's name, as GET /api/gen-model lists them" }) });
export type ModelParams = Static<typeof ModelParams>;

export const RecordParams = Type.Object({
  model: ModelParams.properties.model,
  id: Type.String({ description: "The record's id" }),
});
export type RecordParams = Static<typeof RecordParams>;

/** GET {endpoint}/{id}/show's optional query string (spec §7): any parameters a screen sends along, read by none. */
export const ShowQuery = Type.Record(Type.String(), Type.Unknown(), { description: 'Optional parameters the screen sends along' });
export type ShowQuery = Static<typeof ShowQuery>;

/**
 * Spec §7's list parameters. They travel as text and the server reads each one itself,
 * answering 422 with a message naming the parameter it could not read.
 */
const listParameters = {
  page: Type.Optional(Type.String({ description: 'The page, from 1' })),
  limit: Type.Optional(Type.String({ description: 'Rows a page (at most 100 for a list, 1000 for a dataset)' })),
  search: Type.Optional(Type.String({ description: 'Text looked for in every searchable field and related name' })),
  sort_by: Type.Optional(Type.String({ description: "A sortable field (gen-model's fieldSort), id, created_at or updated_at" })),
  sort: Type.Optional(Type.String({ description: 'asc or desc' })),
  filters: Type.Optional(Type.String({ description: 'A JSON object of field: value; a list value means any of, a range field takes [from, to]' })),
  exact_total: Type.Optional(Type.String({ description: '1: count every matching row, past the 10,000 a list counts otherwise (total_capped)' })),
};

/** GET {endpoint}/list's parameters. */
export const ListQuery = Type.Object(listParameters);
export type ListQuery = Static<typeof ListQuery>;

/** GET {endpoint}/dataset's parameters; any other parameter is a filter on the field it names. */
export const DatasetQuery = Type.Object({
  ...listParameters,
  active: Type.Optional(Type.String({ description: '1 or 0: only active or inactive options' })),
  query: Type.Optional(Type.String({ description: "Filters written 'name=value,name=value'" })),
  extras: Type.Optional(Type.String()),
});
export type DatasetQuery = Static<typeof DatasetQuery>;

/** GET {endpoint}/list (spec §3): a page of rows, the total, the number of pages and the model's statistics over every matching row. */
export const ListAnswer = Type.Object({
  data: Type.Array(Row),
  total: Type.Integer(),
  totalPage: Type.Integer(),
  rekap: Type.Record(Type.String(), Type.Number(), { description: "The model's statistics, by gen-model's rekap ids" }),
  total_capped: Type.Boolean({
    description: 'True when more rows match than a list counts without exact_total=1 (10,000): total is that many, and each rekap figure is over those rows',
  }),
});
export type ListAnswer = Static<typeof ListAnswer>;

/** GET {endpoint}/dataset: option rows for selects and lookups; total_capped as the list's. */
export const DatasetAnswer = Type.Object({ data: Type.Array(Row), total: Type.Integer(), total_capped: Type.Boolean() });
export type DatasetAnswer = Static<typeof DatasetAnswer>;

/** GET {endpoint}/{id}/show: the record with its relations and sub-records. */
export const RecordAnswer = Type.Object({ data: Row });
export type RecordAnswer = Static<typeof RecordAnswer>;

/** The body of create and update: the record's fields (update's carries its id), sub-records as arrays. */
export const RecordBody = Row;

/** DELETE {endpoint}/delete: the id in the body or the query. */
export const DeleteQuery = Type.Object({ id: Type.Optional(Type.String()) });
export const DeleteBody = Type.Union([Type.Object({ id: Type.Optional(Type.Unknown()) }), Type.Null()]);

/** What create, update and delete answer: the message to show and the record as stored (as it was, for a delete). */
export const SavedAnswer = Type.Object({ message: Type.String(), data: Row });
export type SavedAnswer = Static<typeof SavedAnswer>;
