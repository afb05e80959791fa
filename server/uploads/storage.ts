import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a stored file lives: `YYYY/MM/<32 hex>.<ext>` below the upload folder. */
export interface StoredFile {
  /** Path below the upload folder, with forward slashes: 2026/05/3f…a1.pdf */
  key: string;
  /** The original name, cleaned, kept for the download's file name. */
  filename: string;
}

/**
 * The only shape of key the server ever serves: year, month and a server-made
 * name. Nothing a client sends reaches the file system unless it matches this.
 */
const KEY = /^(\d{4})\/(0[1-9]|1[0-2])\/([0-9a-f]{32})\.([a-z0-9]{2,5})$/;

/** The url a stored file is served at (GET /api/files/:year/:month/:name), which file columns keep. */
export const storedFileUrl = (key: string) => `/api/files/${key}`;

/** Whether a url is one storedFileUrl could have made: what a record may refer to as its file. */
export const isStoredFileUrl = (url: unknown): url is string => typeof url === 'string' && url.startsWith('/api/files/') && KEY.test(url.slice('/api/files/'.length));

/** A client's file name made harmless: no folders, no control or quote characters, at most 150 characters. */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}"<>:|?*;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= 150) return cleaned || 'file';
  const ext = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, 150 - ext.length) + ext;
}

/** Writes `bytes` under a fresh random name (128 bits) with the detected extension; the client never names a stored file. */
export async function storeFile(root: string, bytes: Uint8Array, ext: string, originalName: string, now = new Date()): Promise<StoredFile> {
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `${year}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
  const file = path.join(root, ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  const filename = sanitizeFilename(originalName);
  await writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
  await writeFile(`${file}.json`, JSON.stringify({ filename }), { flag: 'wx', mode: 0o640 });
  return { key, filename };
}

/** Opens a stored file by its key; undefined for any key this module could not have made, or a missing file. */
export async function openStoredFile(
  root: string,
  key: string,
): Promise<{ stream: ReadStream; size: number; ext: string; filename: string } | undefined> {
  const match = KEY.exec(key);
  if (!match) return undefined;
  const file = path.join(path.resolve(root), match[1]!, match[2]!, `${match[3]}.${match[4]}`);
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const meta = await readFile(`${file}.json`, 'utf8')
    .then((text) => JSON.parse(text) as { filename?: unknown })
    .catch(() => ({ filename: undefined }));
  const filename = typeof meta.filename === 'string' ? sanitizeFilename(meta.filename) : `${match[3]}.${match[4]}`;
  return { stream: createReadStream(file), size: info.size, ext: match[4]!, filename };
}

/** A stored file read whole (at most the upload limit), with its extension and original name. */
export async function readStoredFile(root: string, key: string): Promise<{ bytes: Buffer; ext: string; filename: string } | undefined> {
  const file = await openStoredFile(root, key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), ext: file.ext, filename: file.filename };
}
