/** Extensions that have their own file icon (spec §9). */
export const ICON_EXTENSIONS = ['css', 'csv', 'doc', 'html', 'jpeg', 'jpg', 'js', 'mp4', 'pdf', 'png', 'svg', 'xls', 'xlsx', 'xml', 'zip'] as const;
export type IconExtension = (typeof ICON_EXTENSIONS)[number];

/** Spec §9: an unknown extension falls back to the jpg icon. */
export const FALLBACK_EXTENSION: IconExtension = 'jpg';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg', 'webp', 'bmp']);
/** Opened in the online (Google) viewer (spec §7). */
const ONLINE_VIEWER = new Set(['pdf', 'xls', 'xlsx']);
/** Opened in the Microsoft Office viewer (spec §7). */
const OFFICE_VIEWER = new Set(['doc', 'docx', 'ppt', 'pptx']);

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

/** An absolute URL: the external viewers fetch the file themselves. */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).href;
  } catch {
    return url;
  }
}

export type PreviewKind = 'image' | 'viewer' | 'none';

/** How a file is previewed, and the URL to show in the frame or image. */
export function previewOf(url: string, filename = url): { kind: PreviewKind; src: string } {
  const ext = fileExtension(filename) || fileExtension(url);
  const absolute = absoluteUrl(url);
  if (IMAGE_EXTENSIONS.has(ext)) return { kind: 'image', src: url };
  if (ONLINE_VIEWER.has(ext)) return { kind: 'viewer', src: `https://docs.google.com/viewer?url=${encodeURIComponent(absolute)}&embedded=true` };
  if (OFFICE_VIEWER.has(ext)) return { kind: 'viewer', src: `https://view.officeapps.live.com/op/embed.aspx?src=${encodeURIComponent(absolute)}` };
  return { kind: 'none', src: url };
}
