import type { Database } from '../database.ts';
import { hashPassword } from '../../auth/passwords.ts';

/**
 * Creates the first super user from ADMIN_USERNAME/ADMIN_PASSWORD when the
 * database has none, so a production install can be signed into.
 */
export async function ensureSuperUser(db: Database, username: string, password: string): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').where('is_superuser', '=', true).executeTakeFirst();
  if (existing) return false;
  await db
    .insertInto('users')
    .values({
      fullname: 'Administrator',
      username,
      email: `${username}@localhost`,
      password_hash: await hashPassword(password),
      is_superuser: true,
      email_verified_at: new Date(),
      approval_status: 'approved',
    })
    .execute();
  return true;
}
