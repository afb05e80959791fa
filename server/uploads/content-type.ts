import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.ts';

/** What an accepted upload really is: the extension it is stored under and the type it is served with. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** Types the server can recognise by content; the configured list picks among them. */
const KNOWN: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  csv: 'text/csv; charset=utf-8',
};

/** Every type a stored file may be served with. */
export const SERVED_TYPES = [...new Set(Object.values(KNOWN)), 'application/octet-stream'];

/** Active content: refused whatever the configuration says, because a browser would run it. */
const NEVER = new Set(['html', 'htm', 'xhtml', 'shtml', 'svg', 'svgz', 'xml', 'xht', 'js', 'mjs']);

/** Legacy Office files share one container format (Compound File Binary); the name tells which. */
const CFB_EXTENSIONS = new Set(['doc', 'xls', 'ppt']);

/** The content type an extension is served with, for files this module stored. */
export function mimeOf(ext: string): string {
  return KNOWN[ext] ?? 'application/octet-stream';
}

/** The lower-case extension of a file name, with jpeg folded into jpg. */
export function extensionOf(name: string): string {
  const ext = /\.([a-z0-9]{1,10})$/i.exec(name.trim())?.[1]?.toLowerCase() ?? '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

const allowedList = (allowed: readonly string[]) =>
  [...new Set(allowed.map((ext) => (ext === 'jpeg' ? 'jpg' : ext)))].filter((ext) => ext in KNOWN && !NEVER.has(ext));

/** Plain text a spreadsheet can read: valid UTF-8, no NUL, and not markup in disguise. */
function isPlainCsv(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/^\uFEFF?\s*</.test(text);
}

/**
 * Decides what an uploaded file really is from its bytes (magic numbers),
 * and refuses it with 422 unless that type is allowed and agrees with the
 * file's own extension: a PDF named .jpg, HTML named .png, or an SVG never pass.
 */
export async function detectUploadType(bytes: Uint8Array, originalName: string, allowed: readonly string[]): Promise<DetectedType> {
  const claimed = extensionOf(originalName);
  const permitted = allowedList(allowed);
  const allowedText = permitted.join(', ');
  if (!claimed || NEVER.has(claimed) || !permitted.includes(claimed)) {
    throw new AppError(422, 'upload_type_not_allowed', { ext: claimed || '?', allowed: allowedText });
  }
  const mismatch = () => new AppError(422, 'upload_type_mismatch', { ext: claimed });
  if (claimed === 'csv') {
    if (!isPlainCsv(bytes)) throw mismatch();
    return { ext: 'csv', mime: KNOWN.csv! };
  }
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) throw mismatch();
  const real = detected.ext === 'cfb' && CFB_EXTENSIONS.has(claimed) ? claimed : detected.ext;
  if (real !== claimed) throw mismatch();
  return { ext: real, mime: KNOWN[real]! };
}
