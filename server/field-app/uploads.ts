import type { Database } from '../db/database.ts';
import { isStoredFileUrl } from '../uploads/storage.ts';

/** The image types a photo from the phone may be stored as. */
const IMAGE = /\.(jpe?g|png|webp)$/;

/**
 * Which of `urls` are images this user uploaded (POST /upload, with its size, type and quota
 * checks): a photo an event or a registration names must be one, not someone else's file.
 */
export async function ownImageUploads(db: Database, userId: number, urls: readonly unknown[]): Promise<Set<string>> {
  const keys = [...new Set(urls.filter(isStoredFileUrl).filter((url) => IMAGE.test(url)).map((url) => url.slice('/api/files/'.length)))];
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('uploads').select('file_key').where('user_id', '=', userId).where('file_key', 'in', keys).execute();
  return new Set(rows.map((row) => `/api/files/${row.file_key}`));
}
