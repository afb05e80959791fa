import { type Kysely, sql } from 'kysely';

/**
 * A permission's description in English beside the Indonesian one (`description`): the role
 * screen describes each switch in the user's language. The catalogue's strings get both at
 * every start (server/db/seed/permissions.ts); the search box reads both through trigrams.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('permissions').addColumn('description_en', 'varchar(500)').execute();
  await sql`create index permissions_description_en_trgm_idx on permissions using gin (description_en gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('permissions_description_en_trgm_idx').execute();
  await db.schema.alterTable('permissions').dropColumn('description_en').execute();
}
