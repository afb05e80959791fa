import { type Static, type TSchema, Type } from 'typebox';
import { ListQuery } from './records.ts';

/**
 * A file sent as the multipart field `file`. The server reads it as a stream, while it
 * arrives, so the body is not parsed before the route reads it (the schema sees null).
 */
export const FileUpload = {
  content: {
    'multipart/form-data': {
      schema: Type.Union([Type.Object({ file: Type.String({ contentMediaType: 'application/octet-stream', description: 'The file' }) }), Type.Null()]),
    },
  },
};

/** An answer that is a file in one of `types`, sent as an attachment. */
export function fileAnswer(description: string, types: readonly string[]) {
  const file: TSchema = Type.String({ format: 'binary' });
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: file }])) };
}

/** The content types an export is written in: xls (an .xlsx workbook), html and csv. */
export const EXPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
} as const;

const { search, sort_by, sort, filters } = ListQuery.properties;

/** GET {endpoint}/export's parameters: the list's, without paging, and the format. */
export const ExportQuery = Type.Object({
  search,
  sort_by,
  sort,
  filters,
  format: Type.Optional(Type.String({ description: 'xls (the default: an .xlsx workbook), html or csv' })),
  columns: Type.Optional(
    Type.String({ description: "Comma-separated field names: only these of the list's columns, after the ID (all of them when absent)" }),
  ),
});
export type ExportQuery = Static<typeof ExportQuery>;

/** POST {endpoint}/import's parameters. */
export const ImportQuery = Type.Object({
  dry_run: Type.Optional(Type.String({ description: '1 only checks every row and reports; nothing is written' })),
});
export type ImportQuery = Static<typeof ImportQuery>;

/** Every row an import read, and what is wrong with each bad one. */
export const ImportReport = Type.Object({
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  created: Type.Integer({ description: 'Valid rows without an ID: the records a commit adds' }),
  updated: Type.Integer({ description: 'Valid rows with an ID: the records a commit changes' }),
  errors: Type.Array(
    Type.Object({
      row: Type.Integer({ description: "The row's number in the sheet" }),
      messages: Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Messages by field' }),
    }),
  ),
  labels: Type.Record(Type.String(), Type.String(), { description: "The column header, in the request's language, of each field a message is under" }),
});
export type ImportReport = Static<typeof ImportReport>;

/** POST {endpoint}/import: a dry run's report, or what a commit wrote (a refused commit answers 422 with the report as data). */
export const ImportAnswer = Type.Object({
  message: Type.String(),
  data: Type.Union([ImportReport, Type.Object({ created: Type.Integer(), updated: Type.Integer() })]),
});
export type ImportAnswer = Static<typeof ImportAnswer>;

/** GET {endpoint}/import: the limits an import file must keep, stated before it is sent. */
export const ImportLimitsAnswer = Type.Object({
  data: Type.Object({
    max_rows: Type.Integer({ description: 'Most data rows one file may hold' }),
    max_file_mb: Type.Integer({ description: 'A file must be smaller than this many MB' }),
  }),
});
export type ImportLimitsAnswer = Static<typeof ImportLimitsAnswer>;

/** POST /upload: where the stored file is served and its cleaned original name. */
export const UploadAnswer = Type.Object({ data: Type.Object({ url: Type.String(), filename: Type.String() }) });
export type UploadAnswer = Static<typeof UploadAnswer>;

/** GET /files/{year}/{month}/{name}: the address an upload answered. */
export const StoredFileParams = Type.Object({ year: Type.String(), month: Type.String(), name: Type.String() });
export type StoredFileParams = Static<typeof StoredFileParams>;

/** GET /files/:year/:month/:name/preview: a stored spreadsheet's first sheet as a table. */
export const SheetPreviewAnswer = Type.Object({
  data: Type.Object({
    filename: Type.String({ description: 'The name the file was uploaded under' }),
    header: Type.Array(Type.String()),
    rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])), { description: 'The first 100 data rows' }),
    total: Type.Integer({ description: 'Data rows in the sheet' }),
  }),
});
export type SheetPreviewAnswer = Static<typeof SheetPreviewAnswer>;
