import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { findModel } from '../models/index.ts';
import type { FieldDeclaration } from '../models/types.ts';
import { applyScope } from '../crud/access.ts';
import type { RawCell } from './read-sheet.ts';
import { CHECK, CROSS, jakartaInstant, restore } from './values.ts';

/** A converted cell: the value to store, or the message saying why it cannot be. */
export type Converted = { value: unknown } | { error: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** A date typed into Excel reaches us as its wall-clock time in UTC. */
function fromExcelDate(date: Date, field: FieldDeclaration, timestamp: boolean): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  if (field.input === 'date' && !timestamp) return day;
  return jakartaInstant(`${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`);
}

/** The text of a cell as an import reads it (trimmed, an export's apostrophe dropped); undefined for nothing, a date or a flag. */
function cellText(raw: RawCell): string | undefined {
  if (raw === null || raw instanceof Date || typeof raw === 'boolean') return undefined;
  return typeof raw === 'number' ? String(raw) : restore(raw.trim());
}

/** The display name `convertCell` looks up for a cell of `field`, when the field is a relation and the cell names a record. */
export function relationName(field: FieldDeclaration, raw: RawCell): string | undefined {
  if (!field.relation || field.options) return undefined;
  const text = cellText(raw);
  return text === undefined || text === '' || text === CHECK || text === CROSS ? undefined : text;
}

/**
 * Finds related records by display name within the user's reach, one query per column:
 * `ask` gathers the names a column's cells hold, `load` reads them, `find` answers a cell.
 */
export class RelationResolver {
  private readonly asked = new Map<string, { field: FieldDeclaration; names: Set<string> }>();
  private readonly found = new Map<string, Map<string, number[]>>();

  constructor(
    private readonly db: Database,
    private readonly auth: RequestAuth,
  ) {}

  ask(field: FieldDeclaration, name: string): void {
    const entry = this.asked.get(field.name) ?? { field, names: new Set<string>() };
    entry.names.add(name.toLowerCase());
    this.asked.set(field.name, entry);
  }

  /** Reads the ids of every name asked, case and surrounding spaces ignored. */
  async load(): Promise<void> {
    for (const { field, names } of this.asked.values()) {
      const related = findModel(field.relation!.model);
      if (!related) throw new Error(`field ${field.name} relates to unknown model ${field.relation!.model}`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the related table is only known at run time
      let query = (this.db as unknown as Kysely<any>).selectFrom(related.table);
      if (related.where) query = query.where(related.where);
      const name = sql<string>`lower(trim(${sql.ref(`${related.table}.${field.relation!.displayName}`)}::text))`;
      const rows = await applyScope(query, related, this.auth)
        .select([sql<number>`${sql.ref(`${related.table}.id`)}`.as('id'), name.as('name')])
        .where(sql<boolean>`${name} = any(${[...names]}::text[])`)
        .execute();
      const byName = new Map<string, number[]>();
      for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), Number(row.id)]);
      this.found.set(field.name, byName);
    }
  }

  /** The ids whose display name equals `name`, once asked and loaded. */
  find(field: FieldDeclaration, name: string): number[] {
    const byName = this.found.get(field.name);
    if (!byName) throw new Error(`the names of ${field.name} were not asked before they were looked up`);
    return byName.get(name.toLowerCase()) ?? [];
  }
}

export interface CellContext {
  locale: Locale;
  resolver: RelationResolver;
  /** Columns stored as timestamp with time zone: an exported wall-clock time is read as Jakarta time. */
  timestamp: boolean;
}

/**
 * Turns what an export wrote back into what the create form would send:
 * display names into ids, option labels into values, ✓/✗ into y/n, and the
 * apostrophe that neutralised a formula-like text dropped.
 */
export function convertCell(field: FieldDeclaration, raw: RawCell, context: CellContext): Converted {
  const { locale } = context;
  if (raw === null) return { value: null };
  if (raw instanceof Date) return { value: fromExcelDate(raw, field, context.timestamp) };
  if (typeof raw === 'boolean') return { value: raw ? 'y' : 'n' };
  const text = cellText(raw)!;
  if (text === '') return { value: null };
  if (text === CHECK) return { value: 'y' };
  if (text === CROSS) return { value: 'n' };
  const label = field.label[locale];
  if (field.options) {
    const wanted = text.toLowerCase();
    const option = field.options.find(
      (candidate) =>
        String(candidate.value).toLowerCase() === wanted ||
        candidate.label.id.toLowerCase() === wanted ||
        candidate.label.en.toLowerCase() === wanted,
    );
    if (option) return { value: option.value };
    const values = field.options.map((candidate) => candidate.label[locale]).join(', ');
    return { error: translate(locale, 'import_option_unknown', { field: label, value: text, values }) };
  }
  if (field.relation) {
    const ids = context.resolver.find(field, relationName(field, raw)!);
    if (ids.length === 1) return { value: ids[0] };
    return { error: translate(locale, ids.length === 0 ? 'import_value_not_found' : 'import_value_ambiguous', { field: label, value: text }) };
  }
  if (typeof raw === 'number') return { value: raw };
  return { value: context.timestamp ? jakartaInstant(text) : text };
}
