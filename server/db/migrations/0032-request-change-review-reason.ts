import type { Kysely } from 'kysely';

/**
 * Why a reviewer sent a data-change request back (status revision_request), kept on the
 * request beside the requester's own notes, so whoever files the next one can read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employee_request_changes').addColumn('review_reason', 'varchar(2000)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('employee_request_changes').dropColumn('review_reason').execute();
}
