import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { compileTemplate } from '../server/handlebars.ts';
import type { DriftReport } from './drift.ts';
import { BANNER_PREFIX, TEMPLATES_DIR } from './render.ts';
import { propertyKey, quoteString } from './serialize.ts';
import { unifiedDiff } from './unified-diff.ts';
import { readIfExists } from './write-output.ts';

/**
 * The Kysely types of the database (server/db/generated-schema.ts), generated from the
 * catalogue of a freshly migrated database, so they cannot drift from the migrations.
 */

/** Where the generated types are written, from the repository root. */
export const DB_SCHEMA_FILE = 'server/db/generated-schema.ts';

/** One column as the catalogue describes it. */
export interface ColumnInfo {
  name: string;
  /** pg_type.typname of the column, or of its elements when it is an array. */
  type: string;
  array: boolean;
  nullable: boolean;
  /** 'always': the database alone writes it (GENERATED ALWAYS); 'default': it may be left out on insert. */
  generated: 'always' | 'default' | 'no';
  /** The only values a single-column CHECK (`column in ('a', 'b')`) allows; none without such a check. */
  values?: string[];
}

export type RelationKind = 'table' | 'partitioned table' | 'view' | 'materialized view';

export interface TableInfo {
  name: string;
  kind: RelationKind;
  columns: ColumnInfo[];
}

/** The tables and views of the current schema, sorted by name; partitions are left to their parent. */
export interface DatabaseSchema {
  tables: TableInfo[];
}

/** Kysely's own bookkeeping, not the product's. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

const KINDS: Record<string, RelationKind> = { r: 'table', p: 'partitioned table', v: 'view', m: 'materialized view' };

interface ColumnRow {
  table_name: string;
  relkind: string;
  column_name: string;
  type_name: string;
  is_array: boolean;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface CheckRow {
  table_name: string;
  column_name: string;
  definition: string;
}

/**
 * `column in ('a', 'b')` as PostgreSQL prints it back: `((column)::text = ANY ((ARRAY['a'::character
 * varying, …])::text[]))` for varchar, `(column = ANY (ARRAY['a'::bpchar, …]))` for char and text.
 */
const ONE_OF = /^CHECK \(\((?:\([^()]+\)::[a-z ]+|[^()]+) = ANY \((?:\(ARRAY\[(.+)\]\)::[a-z ]+\[\]|ARRAY\[(.+)\])\)\)\)$/;
const STRING_ITEM = /'((?:[^']|'')*)'::[a-z ]+/y;

/** The string values of a one-of check, or undefined when `definition` is another kind of check. */
export function oneOfValues(definition: string): string[] | undefined {
  const match = ONE_OF.exec(definition);
  const list = match?.[1] ?? match?.[2];
  if (list === undefined) return undefined;
  const values: string[] = [];
  STRING_ITEM.lastIndex = 0;
  for (;;) {
    const item = STRING_ITEM.exec(list);
    if (!item) return undefined;
    values.push(item[1]!.replace(/''/g, "'"));
    if (STRING_ITEM.lastIndex === list.length) return values;
    if (!list.startsWith(', ', STRING_ITEM.lastIndex)) return undefined;
    STRING_ITEM.lastIndex += 2;
  }
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reads the tables, views and columns of the connection's current schema from pg_catalog. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads any database, whatever its tables
export async function readDatabaseSchema(db: Kysely<any>): Promise<DatabaseSchema> {
  const { rows: columns } = await sql<ColumnRow>`
    select c.relname as table_name, c.relkind, a.attname as column_name,
      coalesce(e.typname, t.typname) as type_name, e.oid is not null as is_array,
      a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as identity, a.attgenerated as generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm') and not c.relispartition
    order by c.relname, a.attnum
  `.execute(db);
  const { rows: checks } = await sql<CheckRow>`
    select c.relname as table_name, a.attname as column_name, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = con.conkey[1]
    where con.contype = 'c' and cardinality(con.conkey) = 1 and n.nspname = current_schema() and not c.relispartition
    order by con.conname
  `.execute(db);

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    if (MIGRATION_TABLES.includes(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, kind: KINDS[row.relkind]!, columns: [] };
      tables.set(row.table_name, table);
    }
    const always = row.identity === 'a' || row.generated === 's';
    table.columns.push({
      name: row.column_name,
      type: row.type_name,
      array: row.is_array,
      nullable: !row.not_null,
      generated: always ? 'always' : row.identity === 'd' || row.has_default ? 'default' : 'no',
    });
  }
  for (const check of checks) {
    const values = oneOfValues(check.definition);
    const column = tables.get(check.table_name)?.columns.find((candidate) => candidate.name === check.column_name);
    if (!values || !column) continue;
    // Two one-of checks on a column allow only the values both allow.
    column.values = column.values ? column.values.filter((value) => values.includes(value)) : values;
  }
  return { tables: [...tables.values()].sort((a, b) => byCodePoint(a.name, b.name)) };
}

/** The schema `npm run codegen` types: a throwaway in-memory database brought to the latest migration. */
export async function loadDatabaseSchema(): Promise<DatabaseSchema> {
  const db = await openDatabase({});
  try {
    await migrateToLatest(db);
    return await readDatabaseSchema(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The TypeScript type of a value of each PostgreSQL type, as both drivers return it
 * (server/db/database.ts and pglite-worker.mjs read int8 and numeric as numbers, date as text;
 * time, which neither parses, arrives as its text, 'HH:MM:SS').
 */
const SCALARS: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'Numeric',
  bool: 'boolean',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  date: 'DateOnly',
  timestamp: 'Timestamp',
  timestamptz: 'Timestamp',
  time: 'string',
  json: 'Json',
  jsonb: 'Json',
};

/** Array elements: only the types whose arrays both drivers parse element by element into these. */
const ARRAY_ELEMENTS: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
};

function columnType(table: string, column: ColumnInfo): string {
  const known = column.array ? ARRAY_ELEMENTS[column.type] : SCALARS[column.type];
  if (!known) {
    const type = column.array ? `${column.type}[]` : column.type;
    throw new Error(`codegen: ${table}.${column.name} has type ${type}, which codegen/db-schema.ts does not map to TypeScript`);
  }
  let type = column.values && known === 'string' ? column.values.map(quoteString).join(' | ') : known;
  if (column.array) type = type.includes(' | ') ? `(${type})[]` : `${type}[]`;
  if (column.nullable) type = `${type} | null`;
  if (column.generated === 'always') return `GeneratedAlways<${type}>`;
  if (column.generated === 'default') return `Generated<${type}>`;
  return type;
}

/** Plurals the rules below do not undo. */
const IRREGULAR: Record<string, string> = { radii: 'radius', foremen: 'foreman' };

/** 'presence_radii' → 'PresenceRadiusTable': the last word singular, every word capitalised. */
export function interfaceName(table: string): string {
  const words = table.split('_').filter(Boolean);
  const last = words.pop() ?? '';
  const singular = IRREGULAR[last] ?? last.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
  const pascal = [...words, singular].map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(pascal)) throw new Error(`codegen: table '${table}' gives no TypeScript identifier`);
  return `${pascal}Table`;
}

/** server/db/generated-schema.ts: one interface per table or view, and the DB interface that lists them. */
export function renderDatabaseSchema(schema: DatabaseSchema): string {
  const seen = new Map<string, string>();
  const tables = schema.tables.map((table) => {
    const name = interfaceName(table.name);
    const other = seen.get(name);
    if (other) throw new Error(`codegen: tables '${other}' and '${table.name}' both map to ${name}`);
    seen.set(name, table.name);
    return {
      name: table.name,
      kind: table.kind,
      key: propertyKey(table.name),
      interfaceName: name,
      columns: table.columns.map((column) => ({ key: propertyKey(column.name), type: columnType(table.name, column) })),
    };
  });
  const template = compileTemplate(readFileSync(`${TEMPLATES_DIR}db-schema.ts.hbs`, 'utf8'), 'text');
  return template({
    banner: `${BANNER_PREFIX} from the migrated database (server/db/migrations). Do not edit: add a migration and regenerate.`,
    tables,
  });
}

/** Writes the rendered schema to `file` when its text changed; true when it did. */
export async function writeDatabaseSchema(text: string, file: string): Promise<boolean> {
  if ((await readIfExists(file)) === text) return false;
  await writeFile(file, text);
  return true;
}

/** Compares the committed `file` with the rendered schema; `label` names it in the diff. */
export async function checkDatabaseSchema(text: string, file: string, label = DB_SCHEMA_FILE): Promise<DriftReport> {
  const committed = await readIfExists(file);
  if (committed === text) return { ok: true, changed: [], missing: [], extra: [], text: '' };
  const missing = committed === undefined;
  const summary = [
    `${label} is out of date with the migrations:`,
    `  ${missing ? 'missing' : 'changed'}  ${label}`,
    '',
    'Run `npm run codegen` and commit the result (it is output: change the database with a migration instead of editing it).',
    '',
  ];
  const diff = unifiedDiff(committed ?? '', text, missing ? '/dev/null' : `a/${label}`, `b/${label}`);
  return {
    ok: false,
    changed: missing ? [] : [label],
    missing: missing ? [label] : [],
    extra: [],
    text: `${summary.join('\n')}\n${diff}`,
  };
}
