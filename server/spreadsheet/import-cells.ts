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

/** Finds related records by display name within the user's reach, remembering each answer. */
export class RelationResolver {
  private readonly cache = new Map<string, number[]>();

  constructor(
    private readonly db: Database,
    private readonly auth: RequestAuth,
  ) {}

  /** The ids whose display name equals `name` (case and surrounding spaces ignored). */
  async find(field: FieldDeclaration, name: string): Promise<number[]> {
    const key = `${field.name}\u0000${name.toLowerCase()}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const related = findModel(field.relation!.model);
    if (!related) throw new Error(`field ${field.name} relates to unknown model ${field.relation!.model}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the related table is only known at run time
    let query = (this.db as unknown as Kysely<any>).selectFrom(related.table);
    if (related.where) query = query.where(related.where);
    const column = sql.ref(`${related.table}.${field.relation!.displayName}`);
    const rows = await applyScope(query, related, this.auth)
      .select(sql<number>`${sql.ref(`${related.table}.id`)}`.as('id'))
      .where(sql<boolean>`lower(trim(${column}::text)) = ${name.toLowerCase()}`)
      .limit(2)
      .execute();
    const ids = rows.map((row) => Number(row.id));
    this.cache.set(key, ids);
    return ids;
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
export async function convertCell(field: FieldDeclaration, raw: RawCell, context: CellContext): Promise<Converted> {
  const { locale } = context;
  if (raw === null) return { value: null };
  if (raw instanceof Date) return { value: fromExcelDate(raw, field, context.timestamp) };
  if (typeof raw === 'boolean') return { value: raw ? 'y' : 'n' };
  const text = typeof raw === 'number' ? String(raw) : restore(raw.trim());
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
    const ids = await context.resolver.find(field, text);
    if (ids.length === 1) return { value: ids[0] };
    return { error: translate(locale, ids.length === 0 ? 'import_value_not_found' : 'import_value_ambiguous', { field: label, value: text }) };
  }
  if (typeof raw === 'number') return { value: raw };
  return { value: context.timestamp ? jakartaInstant(text) : text };
}
