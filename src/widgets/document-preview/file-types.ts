/** Extensions that have their own file icon (spec §9). */
export const ICON_EXTENSIONS = ['css', 'csv', 'doc', 'html', 'jpeg', 'jpg', 'js', 'mp4', 'pdf', 'png', 'svg', 'xls', 'xlsx', 'xml', 'zip'] as const;
export type IconExtension = (typeof ICON_EXTENSIONS)[number];

/** Spec §9: an unknown extension falls back to the jpg icon. */
export const FALLBACK_EXTENSION: IconExtension = 'jpg';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'bmp']);
/** Shown by the server as a table: the product runs on intranets, where no online viewer reaches the file. */
const SHEET_EXTENSIONS = new Set(['xlsx', 'csv']);

/** The lower-cased extension of a file name or URL, without query or fragment; '' when none. */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const base = path.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The extension whose icon stands for this file: its own when known, else jpg. */
export function iconExtension(nameOrUrl: string): IconExtension {
  const ext = fileExtension(nameOrUrl);
  return (ICON_EXTENSIONS as readonly string[]).includes(ext) ? (ext as IconExtension) : FALLBACK_EXTENSION;
}

/** Whether the file is shown directly as an image. */
export function isImageFile(nameOrUrl: string): boolean {
  return IMAGE_EXTENSIONS.has(fileExtension(nameOrUrl));
}

/**
 * How a file is previewed: an image or a pdf by the browser itself, an .xlsx or .csv as the
 * server's table; anything else (doc, docx, ppt, pptx, xls…) is offered for download.
 */
export type PreviewKind = 'image' | 'pdf' | 'sheet' | 'download';

/** The preview of a file, by its original name's extension, else its url's. */
export function previewKind(url: string, filename = url): PreviewKind {
  const ext = fileExtension(filename) || fileExtension(url);
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  if (SHEET_EXTENSIONS.has(ext)) return 'sheet';
  return 'download';
}
