import { sql } from 'kysely';
import type { RequestAuth } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { holds, visibleFields } from '../crud/access.ts';
import { readColumns } from '../crud/columns.ts';
import { tableRowId } from '../crud/record-id.ts';
import { baseQuery, selection } from '../crud/query.ts';
import type { CrudContext } from '../crud/records.ts';
import { BatchLookups } from '../validation/batch-lookups.ts';
import { type FieldErrors, validateFields } from '../validation/validate.ts';
import { ID_HEADER } from './columns.ts';
import { type CellContext, RelationResolver, convertCell } from './import-cells.ts';
import type { SheetData, SheetRow } from './read-sheet.ts';

type Row = Record<string, unknown>;

/** One spreadsheet row, converted and checked: a create, or an update of `id`. */
export interface PreparedRow {
  row: number;
  id?: number;
  before?: Row;
  values: Row;
  errors: FieldErrors;
}

/** Which column of the file feeds which field. */
interface Layout {
  idIndex?: number;
  columns: { index: number; field: FieldDeclaration }[];
}

const normalizeHeader = (text: string) => text.replace(/^'/, '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The fields an import may write: visible to the user and not set by the server. */
function importableFields(model: ModelDeclaration, auth: RequestAuth): FieldDeclaration[] {
  return visibleFields(auth, model).filter((field) => !field.readOnly && (field.add !== false || field.edit !== false));
}

/** Matches each header to a field by its label in either language or by its column name; unknown headers are ignored. */
export function matchHeader(header: readonly string[], fields: readonly FieldDeclaration[]): Layout {
  const layout: Layout = { columns: [] };
  const taken = new Set<string>();
  header.forEach((text, index) => {
    const wanted = normalizeHeader(text);
    if (wanted === ID_HEADER.toLowerCase()) {
      layout.idIndex ??= index;
      return;
    }
    const field = fields.find(
      (candidate) =>
        !taken.has(candidate.name) &&
        [candidate.label.id, candidate.label.en, candidate.name].some((name) => normalizeHeader(name) === wanted),
    );
    if (!field) return;
    taken.add(field.name);
    layout.columns.push({ index, field });
  });
  return layout;
}

const writable = (field: FieldDeclaration, mode: 'create' | 'update') =>
  !field.readOnly && (mode === 'create' ? field.add !== false : field.edit !== false);

const hasUnique = (field: FieldDeclaration) => /(^|\|)unique:/.test(field.rules ?? '');

/** Prepares and validates every row of a sheet against the model's rules, as the create and update calls would. */
export class RowPreparer {
  private readonly resolver: RelationResolver;
  private readonly seenIds = new Map<number, number>();
  private readonly seenUnique = new Map<string, number>();
  private timestampColumns = new Set<string>();
  readonly layout: Layout;

  constructor(
    private readonly ctx: CrudContext & { auth: RequestAuth },
    private readonly model: ModelDeclaration,
    header: readonly string[],
  ) {
    this.resolver = new RelationResolver(ctx.db, ctx.auth);
    this.layout = matchHeader(header, importableFields(model, ctx.auth));
  }

  /**
   * Every row of the sheet, in order; columns types are read once from the database.
   * The `unique` and `exists` rules of all rows are read in one query per rule and column:
   * a first pass over the rows gathers what they ask, the second answers it.
   */
  async prepareAll(sheet: SheetData): Promise<PreparedRow[]> {
    const columns = await readColumns(this.ctx.db, this.model.table);
    this.timestampColumns = new Set(columns.filter((column) => column.type.startsWith('timestamp')).map((column) => column.name));
    const prepared: PreparedRow[] = [];
    for (const row of sheet.rows) prepared.push(await this.prepare(row));
    const checked = prepared.filter((row) => !row.errors.id);
    const lookups = new BatchLookups();
    for (const row of checked) await this.ruleErrors(row, lookups);
    await lookups.load(this.ctx.db, this.ctx.auth);
    for (const row of checked) this.addErrors(row, await this.ruleErrors(row, lookups));
    return prepared;
  }

  private message(key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) {
    return translate(this.ctx.locale, key, params);
  }

  private async loadExisting(row: SheetRow, prepared: PreparedRow): Promise<void> {
    const raw = row.cells[this.layout.idIndex!];
    const id = await tableRowId(this.ctx.db, this.model.table, raw);
    const fail = (message: string): void => {
      (prepared.errors.id ??= []).push(message);
    };
    if (id === undefined) return fail(this.message('invalid_id'));
    prepared.id = id;
    if (!holds(this.ctx.auth, `update-${this.model.permission}`)) return fail(this.message('import_row_no_update'));
    const first = this.seenIds.get(id);
    if (first !== undefined) return fail(this.message('import_duplicate_id', { id, row: first }));
    this.seenIds.set(id, row.row);
    prepared.before = (await baseQuery(this.ctx.db, this.model, this.ctx.auth)
      .select(selection(this.model, this.ctx.auth))
      .where(sql<boolean>`${sql.ref(`${this.model.table}.id`)} = ${id}`)
      .executeTakeFirst()) as Row | undefined;
    if (!prepared.before) fail(this.message('import_row_not_found', { id }));
  }

  /** Values for a new record: the model's defaults, and a department-bound user's own department. */
  private withCreateDefaults(values: Row): Row {
    const withDefaults = { ...this.model.createDefaults, ...values };
    const [table, column] = this.model.scope?.department?.split('.') ?? [];
    const { auth } = this.ctx;
    if (!auth.isSuperUser && table === this.model.table && column && withDefaults[column] == null && this.model.fields.some((f) => f.name === column)) {
      withDefaults[column] = auth.profile.department_id;
    }
    return withDefaults;
  }

  private async prepare(row: SheetRow): Promise<PreparedRow> {
    const prepared: PreparedRow = { row: row.row, values: {}, errors: {} };
    const idCell = this.layout.idIndex === undefined ? null : row.cells[this.layout.idIndex];
    if (idCell !== null && idCell !== undefined && String(idCell).trim() !== '') await this.loadExisting(row, prepared);
    const mode = prepared.id === undefined ? 'create' : 'update';
    const context: Omit<CellContext, 'timestamp'> = { locale: this.ctx.locale, resolver: this.resolver };
    for (const { index, field } of this.layout.columns) {
      if (!writable(field, mode)) continue;
      const converted = await convertCell(field, row.cells[index] ?? null, { ...context, timestamp: this.timestampColumns.has(field.name) });
      if ('error' in converted) (prepared.errors[field.name] ??= []).push(converted.error);
      else prepared.values[field.name] = converted.value;
    }
    if (mode === 'create') prepared.values = this.withCreateDefaults(prepared.values);
    return prepared;
  }

  /** The fields a row's rules check: those it may write whose cell converted. */
  private checkedFields(prepared: PreparedRow): FieldDeclaration[] {
    const mode = prepared.id === undefined ? 'create' : 'update';
    const candidates = mode === 'create' ? this.model.fields : visibleFields(this.ctx.auth, this.model);
    return candidates.filter((field) => writable(field, mode) && !prepared.errors[field.name]);
  }

  /** The messages of the model's rules for the row's checked fields. */
  private ruleErrors(prepared: PreparedRow, lookups: BatchLookups): Promise<FieldErrors> {
    const { auth, locale, db } = this.ctx;
    const mode = prepared.id === undefined ? 'create' : 'update';
    return validateFields(
      this.checkedFields(prepared).map((field) => ({
        name: field.name,
        label: field.label[locale],
        rules: mode === 'update' ? (field.updateRules ?? field.rules) : field.rules,
      })),
      { ...prepared.before, ...prepared.values },
      { db, locale, recordId: prepared.id, auth, lookups },
    );
  }

  /** Adds a row's rule messages, and one for each unique value an earlier row of the file already has. */
  private addErrors(prepared: PreparedRow, errors: FieldErrors): void {
    const { locale } = this.ctx;
    const merged = { ...prepared.before, ...prepared.values };
    for (const field of this.checkedFields(prepared).filter(hasUnique)) {
      const value = merged[field.name];
      if (value === null || value === undefined || String(value).trim() === '' || errors[field.name]) continue;
      const key = `${field.name}\u0000${String(value).trim().toLowerCase()}`;
      const first = this.seenUnique.get(key);
      if (first === undefined) {
        this.seenUnique.set(key, prepared.row);
        continue;
      }
      const duplicate = this.message('import_duplicate_in_file', { field: field.label[locale], value: String(value), row: first });
      (errors[field.name] ??= []).push(duplicate);
    }
    for (const [name, messages] of Object.entries(errors)) (prepared.errors[name] ??= []).push(...messages);
  }
}
