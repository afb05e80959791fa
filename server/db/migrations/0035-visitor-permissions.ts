import { type Kysely, sql } from 'kysely';
import { grantAlongside } from './support.ts';

/** The visitor screen's permissions as server/access/catalogue.ts named and described them when this migration was written, each with the guest-book permission it was under before. */
const VISITOR = [
  { name: 'view-visitor', from: 'view-guest-book', description: 'Melihat data Pengunjung', description_en: 'View Visitor' },
  { name: 'create-visitor', from: 'create-guest-book', description: 'Menambah data Pengunjung', description_en: 'Add Visitor records' },
  { name: 'update-visitor', from: 'update-guest-book', description: 'Mengubah data Pengunjung', description_en: 'Edit Visitor records' },
  { name: 'delete-visitor', from: 'delete-guest-book', description: 'Menghapus data Pengunjung', description_en: 'Delete Visitor records' },
];

/**
 * Visitors get permissions of their own, apart from the guest book's: each role holding a
 * guest-book permission today gets the matching visitor one, so nobody loses a screen they
 * used. The permission rows are made here because the catalogue is only synced after
 * migrating. Running it twice grants nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await grantAlongside(db, VISITOR);
}

/** The visitor permissions go; the guest-book ones they came from were never taken. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from permissions where name in (${sql.join(VISITOR.map((row) => row.name))})`.execute(db);
}
