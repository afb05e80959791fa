import type { UploadResult } from '../../core/data/data-types';

/** Spec §5/§9: single and multiple upload inputs accept files below 1 MB by default. */
export const UPLOAD_LIMIT_MB = 1;
/** Spec §5/§9: the plain `file` field type accepts files below 5 MB by default. */
export const FILE_FIELD_LIMIT_MB = 5;
/** Spec §5/§9: a multiple upload holds at most 5 files. */
export const MAX_UPLOAD_FILES = 5;
/** Spec §5: images are accepted by default. */
export const DEFAULT_ACCEPT = 'image/*';

const BYTES_PER_MB = 1024 * 1024;

/** Spec §5: a file must be strictly smaller than the limit in MB. */
export function isBelowLimit(file: Pick<File, 'size'>, limitMb: number): boolean {
  return file.size < limitMb * BYTES_PER_MB;
}

/** Spec §3 "Multi-upload entry": the upload result plus the id of an already saved entry. */
export interface MultiUploadEntry {
  /** Null once a saved entry is deleted: the server then removes it on save. */
  file_filename: UploadResult | null;
  id?: number | string;
}

/**
 * Spec §3: deleting an entry with an id only blanks its file_filename (so the save
 * tells the server to remove it); deleting a new entry removes it from the list.
 */
export function removeEntry(entries: readonly MultiUploadEntry[], index: number): MultiUploadEntry[] {
  const entry = entries[index];
  if (!entry) return [...entries];
  if (entry.id !== undefined && entry.id !== null) {
    return entries.map((item, at) => (at === index ? { ...item, file_filename: null } : item));
  }
  return entries.filter((_, at) => at !== index);
}

/** The entries still holding a file, with their index in the full list. */
export function visibleEntries(entries: readonly MultiUploadEntry[]): { entry: MultiUploadEntry & { file_filename: UploadResult }; index: number }[] {
  return entries.flatMap((entry, index) => (entry.file_filename ? [{ entry: entry as MultiUploadEntry & { file_filename: UploadResult }, index }] : []));
}

/** Why a choice of files is refused before any upload starts. */
export type UploadRefusal = 'too-big' | 'too-many';

/** Checks a choice of files against the count and size limits; null when it is fine. */
export function checkChoice(files: readonly Pick<File, 'size'>[], options: { limitMb: number; maxFiles?: number; alreadyHeld?: number }): UploadRefusal | null {
  const { limitMb, maxFiles, alreadyHeld = 0 } = options;
  if (maxFiles !== undefined && alreadyHeld + files.length > maxFiles) return 'too-many';
  if (files.some((file) => !isBelowLimit(file, limitMb))) return 'too-big';
  return null;
}

/** Reads an upload result from a form value: a stored url string, a result, or a multi entry. */
export function uploadResultOf(value: unknown): UploadResult | null {
  if (typeof value === 'string') return value ? { url: value, filename: decodeURIComponent(value.split(/[?#]/)[0]!.split('/').pop() ?? value) } : null;
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (record.file_filename !== undefined) return uploadResultOf(record.file_filename);
  return typeof record.url === 'string' && record.url ? { url: record.url, filename: typeof record.filename === 'string' ? record.filename : '' } : null;
}

/** Reads multi-upload entries from a form value; bare results or urls become new entries. */
export function entriesOf(value: unknown): MultiUploadEntry[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    if (item && typeof item === 'object' && 'file_filename' in item) {
      const entry = item as Record<string, unknown>;
      const withId = entry.id === undefined || entry.id === null ? {} : { id: entry.id as number | string };
      return { ...withId, file_filename: uploadResultOf(entry.file_filename) };
    }
    return { file_filename: uploadResultOf(item) };
  });
}
