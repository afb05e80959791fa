import http from 'node:http';
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import type { TestServer } from './server.ts';

export const DEMO_PASSWORD = 'Demo#2026';

/** Signs a demo user in and answers the Bearer token. */
export async function signIn(server: TestServer, username: string): Promise<string> {
  const { status, body } = await server.call('POST', '/api/login', { body: { username, password: DEMO_PASSWORD } });
  if (status !== 200) throw new Error(`sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

export interface BinaryAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  /** The body parsed as JSON when it is JSON. */
  json?: any;
}

async function answer(response: Response): Promise<BinaryAnswer> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, headers: response.headers, bytes, json: isJson ? JSON.parse(bytes.toString('utf8')) : undefined };
}

/** Sends one file as the multipart field `file`, the way the client's upload does. */
export async function sendFile(
  server: TestServer,
  path: string,
  file: { bytes: Uint8Array; name: string; type?: string },
  options: { token?: string; locale?: string; field?: string } = {},
): Promise<BinaryAnswer> {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['content-language'] = options.locale;
  return answer(await fetch(`${server.url}${path}`, { method: 'POST', headers, body: form }));
}

/** A GET answering the raw bytes and headers (exports, downloads). */
export async function download(server: TestServer, path: string, options: { token?: string; locale?: string } = {}): Promise<BinaryAnswer> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers['content-language'] = options.locale;
  return answer(await fetch(`${server.url}${path}`, { headers }));
}

/** A GET whose path is sent exactly as written, without the URL normalisation fetch applies to '..'. */
export function rawGet(server: TestServer, rawPath: string, token?: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1×1 red PNG, built byte by byte. */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal, valid one-page PDF. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

export interface ZipFixtureEntry {
  name: string;
  data: Buffer;
  /** Claim this uncompressed size in the headers instead of the real one (a lying archive). */
  declaredSize?: number;
}

/** Builds a zip by hand (deflated entries), so tests can make archives no honest writer would. */
export function buildZip(entries: readonly ZipFixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
