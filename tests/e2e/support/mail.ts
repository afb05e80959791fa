import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serverMailDir } from './file-server.ts';

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function mailsNewestFirst(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const withTimes = await Promise.all(names.map(async (name) => ({ file: path.join(folder, name), time: (await stat(path.join(folder, name))).mtimeMs })));
  return withTimes.sort((a, b) => b.time - a.time || b.file.localeCompare(a.file)).map((entry) => entry.file);
}

/**
 * The path and query of the newest link to `route` in a mail to `to` (mail is sent in the
 * background, so this waits up to `timeoutMs`). Quoted-printable bodies are decoded first.
 */
export async function linkFromNewestMail(to: string, route: '/verify-email' | '/reset-password', timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"'<>]*?(${route.replace('/', '\\/')}\\?[^\\s"'<>]+)`);
  for (;;) {
    for (const file of await mailsNewestFirst(serverMailDir())) {
      const raw = await readFile(file, 'utf8');
      const body = /code=3D/.test(raw) ? decodeQuotedPrintable(raw) : raw;
      if (!body.toLowerCase().includes(to.toLowerCase())) continue;
      const match = pattern.exec(body);
      if (match) return match[1]!.replace(/&amp;/g, '&');
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${route} link under ${serverMailDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
