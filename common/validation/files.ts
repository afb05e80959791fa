/** A browser File, or anything shaped like one: what the type and size checks can read. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/**
 * What the `image` rule accepts, by extension or MIME type. SVG is not among them: it
 * can carry script, and the server refuses SVG uploads (server/uploads/content-type.ts).
 */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp'];

/** A File, or a value carrying a File's name, type and size. */
export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<FileLike>;
  return typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number';
}

/** One value or each item of a list (several files, several options). */
export const items = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A file's name: a File's, a stored path or URL, or an upload result's filename, name or url. */
function fileName(value: unknown): string {
  if (isFileLike(value)) return value.name;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return String(record.filename ?? record.name ?? record.url ?? '');
  }
  return '';
}

/** The lower-case extension of a file's name, a query or fragment after it ignored. */
export const extension = (value: unknown): string => /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(fileName(value))?.[1]?.toLowerCase() ?? '';

/** Whether a file is one of `accepted`: extensions ('pdf'), MIME types ('application/pdf') or families ('image/*'). */
export function typeMatches(value: unknown, accepted: readonly string[]): boolean {
  const type = isFileLike(value) ? value.type.toLowerCase() : '';
  const ext = extension(value);
  return accepted.some((item) => {
    const wanted = item.trim().toLowerCase();
    if (!wanted.includes('/')) return wanted === ext;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** An image by its extension, or by its MIME type when it is a file. */
export const isImage = (value: unknown): boolean =>
  IMAGE_EXTENSIONS.includes(extension(value)) || (isFileLike(value) && IMAGE_TYPES.includes(value.type.toLowerCase()));
