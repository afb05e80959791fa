import type { Kysely } from 'kysely';

/**
 * Why a Department Admin rejected a registration, kept on the user: the mail told the
 * applicant, and now the other admins can read it on the user's record too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('rejection_reason', 'varchar(500)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('rejection_reason').execute();
}
