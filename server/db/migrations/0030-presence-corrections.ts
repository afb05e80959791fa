import { type Kysely, sql } from 'kysely';

/**
 * Attendance corrections (issue #12): a raw presence added by hand is recorded with the
 * method 'manual', beside what the apps record (qr, rfid, gps). Lengthening a varchar is a
 * catalogue change: PostgreSQL rewrites neither the rows nor their indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table presences drop constraint presences_method_check`.execute(db);
  await sql`alter table presences alter column method type varchar(10)`.execute(db);
  await sql`alter table presence_counts alter column method type varchar(10)`.execute(db);
  await sql`alter table presences add constraint presences_method_check check (method in ('qr', 'rfid', 'gps', 'manual'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from presences where method = 'manual'`.execute(db);
  await sql`alter table presences drop constraint presences_method_check`.execute(db);
  await sql`alter table presences alter column method type varchar(4)`.execute(db);
  await sql`alter table presence_counts alter column method type varchar(4)`.execute(db);
  await sql`alter table presences add constraint presences_method_check check (method in ('qr', 'rfid', 'gps'))`.execute(db);
}
