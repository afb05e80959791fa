import type { Kysely } from 'kysely';

/**
 * The single sign-on tokens already exchanged for a session, each kept until it
 * expires, so a token is accepted once. Rows past their expiry are purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_used_tokens')
    .addColumn('token_id', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_used_tokens_expires_at_idx').on('sso_used_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_used_tokens').execute();
}
