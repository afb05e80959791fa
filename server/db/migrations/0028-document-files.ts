import { type Kysely, sql } from 'kysely';
import { createIndexes, createTable, dropTables } from './support.ts';

/**
 * The files of a worker's personal and certification documents and of a vendor's documents:
 * a document holds up to 5 (spec §5's multiple upload), each with the name it was uploaded
 * under, so screens show 'KTP Budi.pdf' instead of the stored random name. A file column kept
 * only the url; its file moves here, named after the url's last part.
 *
 * A vendor document keeps its `file` column as its first file's url, kept by a trigger: the
 * project's view of its vendors' documents reads it to tell an uploaded document from a missing one.
 */
const OWNERS = [
  { files: 'employee_document_files', owner: 'employee_documents', key: 'document_id', keepsFirst: false },
  { files: 'employee_certification_files', owner: 'employee_certifications', key: 'certification_id', keepsFirst: false },
  { files: 'convalsal_document_files', owner: 'convalsal_documents', key: 'document_id', keepsFirst: true },
] as const;

/** Sets a vendor document's `file` to its first file's url (null without one) for the documents a statement touched. */
const KEEP_FIRST_FILE = sql`
  create function convalsal_document_first_file() returns trigger language plpgsql as $$
  begin
    update convalsal_documents d set file = (select f.url from convalsal_document_files f where f.document_id = d.id order by f.id limit 1)
    where d.id in (select document_id from changed);
    return null;
  end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { files, owner, key, keepsFirst } of OWNERS) {
    await createTable(db, files, (t) =>
      t
        .addColumn(key, 'integer', (c) => c.notNull().references(`${owner}.id`).onDelete('cascade'))
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('filename', 'varchar(200)', (c) => c.notNull()),
    );
    await createIndexes(db, files, [key]);
    await sql`
      insert into ${sql.table(files)} (${sql.ref(key)}, url, filename)
      select id, file, regexp_replace(file, '^.*/', '') from ${sql.table(owner)} where coalesce(file, '') <> '' order by id
    `.execute(db);
    if (!keepsFirst) await db.schema.alterTable(owner).dropColumn('file').execute();
  }
  await KEEP_FIRST_FILE.execute(db);
  for (const [event, table] of [['insert', 'new table'], ['delete', 'old table']] as const) {
    await sql`
      create trigger ${sql.id(`convalsal_document_files_first_${event}`)} after ${sql.raw(event)} on convalsal_document_files
      referencing ${sql.raw(table)} as changed for each statement execute function convalsal_document_first_file()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function convalsal_document_first_file() cascade`.execute(db);
  for (const { files, owner, key, keepsFirst } of OWNERS) {
    if (keepsFirst) continue;
    await db.schema.alterTable(owner).addColumn('file', 'varchar(500)').execute();
    await sql`
      update ${sql.table(owner)} o set file = (select f.url from ${sql.table(files)} f where f.${sql.ref(key)} = o.id order by f.id limit 1)
    `.execute(db);
  }
  await dropTables(db, OWNERS.map(({ files }) => files));
}
