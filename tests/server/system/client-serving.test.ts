import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../../support/server.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A plain HTTP GET (or HEAD) as curl or a load balancer's health check sends it: no Accept-Encoding unless given. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });
}

// A built client as `npm run build` leaves it, each page with its pre-compressed copies:
// index.html preloading the router, the layout and the data screen; public.html, the router
// alone; login.html, none of them.
const ROUTER = '<link rel="modulepreload" href="/assets/routed-app-abc123.js">';
const SCREENS = '<link rel="modulepreload" href="/assets/dashboard-layout-abc123.js"><link rel="modulepreload" href="/assets/module-data-screen-abc123.js">';
const INDEX = `<!doctype html><html><head><link rel="icon" href="/favicon.svg">${ROUTER}${SCREENS}</head><body><div id="root"></div>${' '.repeat(2048)}</body></html>`;
const PUBLIC = INDEX.replace(SCREENS, '');
const LOGIN = PUBLIC.replace(ROUTER, '');

describe('the built app served beside the API', () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'manpower-client-'));
  let server: TestServer;
  beforeAll(async () => {
    for (const [name, page] of Object.entries({ index: INDEX, public: PUBLIC, login: LOGIN })) {
      writeFileSync(path.join(clientDir, `${name}.html`), page);
      writeFileSync(path.join(clientDir, `${name}.html.br`), brotliCompressSync(page));
      writeFileSync(path.join(clientDir, `${name}.html.gz`), gzipSync(page));
    }
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1);');
    server = await startTestServer('pglite', { SERVE_CLIENT: '1', CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/master-data/m-skills?view=list'])('serves the app at %s to a client that asks for no compression', async (pathname) => {
    const answer = await get(`${server.url}${pathname}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toContain('<div id="root">');
  });

  it.each([
    ['/login', LOGIN],
    ['/login?from=mail', LOGIN],
    ['/login/', PUBLIC],
    ['/reset-password?token=abc', PUBLIC],
    ['/term-condition', PUBLIC],
    ['/register/', PUBLIC],
    ['/', INDEX],
    ['/tenaga-kerja/employee', INDEX],
    ['/dashboard/dashboard-summary', INDEX],
    ['/registered', INDEX],
  ])('serves %s the page that preloads what its screen draws with', async (pathname, page) => {
    const plain = await get(`${server.url}${pathname}`);
    expect(plain.body.toString()).toBe(page);
    const compressed = await get(`${server.url}${pathname}`, { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.body).toString()).toBe(page);
  });

  it.each(['/', '/tenaga-kerja/employee'])('answers a HEAD of %s as its GET, without the body, as a link checker or a monitor asks', async (pathname) => {
    const answer = await get(`${server.url}${pathname}`, {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body.length).toBe(0);
  });

  it('serves the app at / compressed to a client that asks for it', async () => {
    const answer = await get(`${server.url}/`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain('<div id="root">');
  });

  it('serves the favicon and the hashed assets, and a missing file stays a 404', async () => {
    const icon = await get(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const asset = await get(`${server.url}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(`${server.url}/assets/missing-1.js`)).status).toBe(404);
  });
});
