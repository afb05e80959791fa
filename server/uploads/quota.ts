import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { StoredFile } from './storage.ts';

const MB = 1024 * 1024;

/**
 * Stores an upload unless it takes its sender past `quotaMb` within 24 hours (429). The
 * count, the file and its row are one transaction that holds the sender's user row, so
 * uploads sent at once, to any server instance, cannot each slip under the limit.
 */
export async function storeWithinQuota(
  db: Database,
  upload: { userId: number; size: number; quotaMb: number },
  store: () => Promise<StoredFile>,
): Promise<StoredFile> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', upload.userId).forUpdate().execute();
    const { used } = await trx
      .selectFrom('uploads')
      .select(sql<string>`coalesce(sum(size_bytes), 0)::text`.as('used'))
      .where('user_id', '=', upload.userId)
      .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow();
    if (Number(used) + upload.size > upload.quotaMb * MB) throw new AppError(429, 'upload_quota_exceeded', { quota: upload.quotaMb });
    const stored = await store();
    await trx.insertInto('uploads').values({ user_id: upload.userId, file_key: stored.key, size_bytes: upload.size }).execute();
    return stored;
  });
}
