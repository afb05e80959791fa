import type { Row } from '../../common/wire/records.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../i18n/messages.ts';
import { translate } from '../i18n/messages.ts';
import type { ChildDeclaration } from '../models/types.ts';
import { isStoredFileUrl, sanitizeFilename } from '../uploads/storage.ts';
import type { FieldErrors } from '../validation/validate.ts';
import { dynamic } from './dynamic.ts';

/** Spec §5: a multiple upload holds at most 5 files. */
export const MAX_FILES = 5;

type FilesChild = Extract<ChildDeclaration, { kind: 'files' }>;

interface KeptFile {
  id?: number;
  url: string;
  filename: string;
}

/** The upload result of an entry (`{file_filename: {url, filename}}`), or null when the entry is blanked. */
function uploadOf(entry: unknown): { url: unknown; filename: unknown } | null {
  const upload = entry && typeof entry === 'object' ? (entry as Row).file_filename : null;
  return upload && typeof upload === 'object' ? (upload as { url: unknown; filename: unknown }) : null;
}

/** The entries that keep a file, their names cleaned: a name is a label only, never a path. */
function keptFiles(entries: readonly unknown[]): KeptFile[] {
  return entries.flatMap((entry) => {
    const upload = uploadOf(entry);
    if (!upload || !isStoredFileUrl(upload.url)) return [];
    const id = Number((entry as Row).id);
    const given = typeof upload.filename === 'string' ? upload.filename : '';
    const filename = sanitizeFilename(given || upload.url.split('/').pop()!).slice(0, 200);
    return [{ ...(Number.isSafeInteger(id) && id > 0 ? { id } : {}), url: upload.url, filename }];
  });
}

/** Adds each row's files (as a record's show gives them: spec §3's multi-upload entries, oldest first) to a page of rows, in one query per files child. */
export async function attachFiles(db: Database, children: readonly ChildDeclaration[] | undefined, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => Number(row.id));
  for (const child of children ?? []) {
    if (child.kind !== 'files') continue;
    const files =
      ids.length === 0
        ? []
        : await dynamic(db).selectFrom(child.table).select(['id', child.foreignKey, 'url', 'filename']).where(child.foreignKey, 'in', ids).orderBy('id').execute();
    for (const row of rows) {
      row[child.name] = files
        .filter((file) => Number(file[child.foreignKey]) === Number(row.id))
        .map((file) => ({ id: file.id, file_filename: { url: file.url, filename: file.filename } }));
    }
  }
}

/** At most 5 kept files, each one this server stored (a url of GET /api/files). */
export function validateFiles(child: FilesChild, entries: readonly unknown[], locale: Locale, errors: FieldErrors): void {
  const field = child.label[locale];
  const kept = entries.filter((entry) => uploadOf(entry) !== null);
  if (kept.length > MAX_FILES) errors[child.name] = [translate(locale, 'upload_too_many')];
  for (const [index, entry] of entries.entries()) {
    const upload = uploadOf(entry);
    if (upload && !isStoredFileUrl(upload.url)) errors[`${child.name}.${index}`] = [translate(locale, 'upload_unknown_file', { field })];
  }
}

/**
 * Writes a record's files from the entries sent: its saved files not kept any more go (a
 * blanked entry, or one left out), new ones are added. An id of another record's file is
 * never taken over: such an entry is added as a new file.
 */
export async function saveFiles(trx: Database, child: FilesChild, id: number, entries: readonly unknown[]): Promise<void> {
  const db = dynamic(trx);
  const files = keptFiles(entries);
  const own = new Set(
    (await db.selectFrom(child.table).select('id').where(child.foreignKey, '=', id).execute()).map((row) => Number(row.id)),
  );
  const staying = files.flatMap((file) => (file.id !== undefined && own.has(file.id) ? [file.id] : []));
  let removal = db.deleteFrom(child.table).where(child.foreignKey, '=', id);
  if (staying.length > 0) removal = removal.where('id', 'not in', staying);
  await removal.execute();
  const added = files.filter((file) => file.id === undefined || !own.has(file.id));
  if (added.length > 0) {
    await db
      .insertInto(child.table)
      .values(added.map((file) => ({ [child.foreignKey]: id, url: file.url, filename: file.filename })))
      .execute();
  }
}
