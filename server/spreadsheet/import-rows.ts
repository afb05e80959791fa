import { sql } from 'kysely';
import type { RequestAuth } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import type { FieldDeclaration, ModelDeclaration } from '../models/types.ts';
import { holds, visibleFields } from '../crud/access.ts';
import { tableColumns } from '../crud/columns.ts';
import { tableRowId } from '../crud/record-id.ts';
import { baseQuery, selection } from '../crud/query.ts';
import type { CrudContext } from '../crud/records.ts';
import { BatchLookups } from '../validation/batch-lookups.ts';
import { type FieldErrors, type FieldToValidate, databaseQuestions, validateFields } from '../validation/validate.ts';
import { ID_HEADER } from './columns.ts';
import { RelationResolver, convertCell, relationName } from './import-cells.ts';
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
export function importableFields(model: ModelDeclaration, auth: RequestAuth): FieldDeclaration[] {
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

type Mode = 'create' | 'update';

const modeOf = (prepared: PreparedRow): Mode => (prepared.id === undefined ? 'create' : 'update');

/** A field a row's rules check, with what validateFields needs of it. */
interface CheckedField {
  field: FieldDeclaration;
  rules: FieldToValidate;
}

/**
 * Prepares and validates every row of a sheet against the model's rules, as the create and
 * update calls would. Whatever the rows ask of the database (the records they update, related
 * records by name, `unique` and `exists`) is read in one query per kind and column.
 */
export class RowPreparer {
  private readonly resolver: RelationResolver;
  private readonly seenUnique = new Map<string, number>();
  /** Per mode, the fields its rules check, their labels and rules resolved once. */
  private readonly checked: Record<Mode, CheckedField[]>;
  readonly layout: Layout;

  constructor(
    private readonly ctx: CrudContext & { auth: RequestAuth },
    private readonly model: ModelDeclaration,
    header: readonly string[],
  ) {
    this.resolver = new RelationResolver(ctx.db, ctx.auth);
    this.layout = matchHeader(header, importableFields(model, ctx.auth));
    const checked = (mode: Mode, candidates: readonly FieldDeclaration[]) =>
      candidates
        .filter((field) => writable(field, mode))
        .map((field) => ({ field, rules: { name: field.name, label: field.label[ctx.locale], rules: mode === 'update' ? (field.updateRules ?? field.rules) : field.rules } }));
    this.checked = { create: checked('create', model.fields), update: checked('update', visibleFields(ctx.auth, model)) };
  }

  /** Every row of the sheet, in order, with its values and its messages. */
  async prepareAll(sheet: SheetData): Promise<PreparedRow[]> {
    const columns = await tableColumns(this.ctx.db, this.model.table);
    const timestamps = new Set([...columns.values()].filter((column) => column.type.startsWith('timestamp')).map((column) => column.name));
    const prepared = sheet.rows.map((row): PreparedRow => ({ row: row.row, values: {}, errors: {} }));
    if (this.layout.idIndex !== undefined) await this.loadExisting(sheet.rows, prepared);
    for (const row of sheet.rows) {
      for (const { index, field } of this.layout.columns) {
        const name = relationName(field, row.cells[index] ?? null);
        if (name !== undefined) this.resolver.ask(field, name);
      }
    }
    await this.resolver.load();
    sheet.rows.forEach((row, n) => this.convert(row, prepared[n]!, timestamps));
    const valid = prepared.filter((row) => !row.errors.id);
    const lookups = new BatchLookups();
    for (const row of valid) for (const question of databaseQuestions(this.rulesOf(row), this.merged(row))) lookups.ask(question);
    await lookups.load(this.ctx.db, this.ctx.auth);
    const { db, locale, auth } = this.ctx;
    for (const row of valid) {
      this.addErrors(row, await validateFields(this.rulesOf(row), this.merged(row), { db, locale, recordId: row.id, auth, lookups }));
    }
    return prepared;
  }

  private message(key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) {
    return translate(this.ctx.locale, key, params);
  }

  /** Reads the id of every row that has one, and the stored records they update, in one query. */
  private async loadExisting(rows: readonly SheetRow[], prepared: readonly PreparedRow[]): Promise<void> {
    const seenIds = new Map<number, number>();
    const mayUpdate = holds(this.ctx.auth, `update-${this.model.permission}`);
    const found: PreparedRow[] = [];
    for (const [n, row] of rows.entries()) {
      const raw = row.cells[this.layout.idIndex!];
      if (raw === null || raw === undefined || String(raw).trim() === '') continue;
      const target = prepared[n]!;
      const fail = (message: string): void => {
        (target.errors.id ??= []).push(message);
      };
      const id = await tableRowId(this.ctx.db, this.model.table, raw);
      if (id === undefined) {
        fail(this.message('invalid_id'));
        continue;
      }
      target.id = id;
      if (!mayUpdate) {
        fail(this.message('import_row_no_update'));
        continue;
      }
      const first = seenIds.get(id);
      if (first !== undefined) {
        fail(this.message('import_duplicate_id', { id, row: first }));
        continue;
      }
      seenIds.set(id, row.row);
      found.push(target);
    }
    if (found.length === 0) return;
    const key = sql.ref(`${this.model.table}.id`);
    const stored = (await baseQuery(this.ctx.db, this.model, this.ctx.auth)
      .select(selection(this.model, this.ctx.auth))
      .where(sql<boolean>`${key} = any(${found.map((row) => row.id!)}::bigint[])`)
      .execute()) as Row[];
    const byId = new Map(stored.map((record) => [Number(record.id), record]));
    for (const target of found) {
      target.before = byId.get(target.id!);
      if (!target.before) (target.errors.id ??= []).push(this.message('import_row_not_found', { id: target.id! }));
    }
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

  /** Converts the row's cells of the fields it may write into values, or messages. */
  private convert(row: SheetRow, prepared: PreparedRow, timestamps: ReadonlySet<string>): void {
    const mode = modeOf(prepared);
    for (const { index, field } of this.layout.columns) {
      if (!writable(field, mode)) continue;
      const converted = convertCell(field, row.cells[index] ?? null, { locale: this.ctx.locale, resolver: this.resolver, timestamp: timestamps.has(field.name) });
      if ('error' in converted) (prepared.errors[field.name] ??= []).push(converted.error);
      else prepared.values[field.name] = converted.value;
    }
    if (mode === 'create') prepared.values = this.withCreateDefaults(prepared.values);
  }

  /** The fields a row's rules check: those it may write whose cell converted. */
  private checkedFields(prepared: PreparedRow): CheckedField[] {
    const all = this.checked[modeOf(prepared)];
    return Object.keys(prepared.errors).length === 0 ? all : all.filter(({ field }) => !prepared.errors[field.name]);
  }

  private rulesOf(prepared: PreparedRow): FieldToValidate[] {
    return this.checkedFields(prepared).map(({ rules }) => rules);
  }

  /** The record as it will be saved: the stored one under the row's values. */
  private merged(prepared: PreparedRow): Row {
    return prepared.before ? { ...prepared.before, ...prepared.values } : prepared.values;
  }

  /** Adds a row's rule messages, and one for each unique value an earlier row of the file already has. */
  private addErrors(prepared: PreparedRow, errors: FieldErrors): void {
    const { locale } = this.ctx;
    const merged = this.merged(prepared);
    for (const { field } of this.checkedFields(prepared)) {
      if (!hasUnique(field)) continue;
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
