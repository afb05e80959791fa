import { type Kysely, sql } from 'kysely';

/** The credential keys audit rows held until the log left them out (server/crud/secrets.ts). */
const SECRET_KEYS = ['password', 'password_hash', 'token', 'token_hash', 'code', 'code_hash'];

/**
 * Removes the password hashes (and any other credential) that earlier audit rows kept in
 * their before and after records, where every Department Admin could read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const keys = sql`array[${sql.join(SECRET_KEYS.map((key) => sql.lit(key)))}]::text[]`;
  await sql`
    update audit_logs set before = before - ${keys}, after = after - ${keys}
    where before ?| ${keys} or after ?| ${keys}
  `.execute(db);
}

/** The hashes are gone for good; nothing to restore. */
export async function down(): Promise<void> {}
