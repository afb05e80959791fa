import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startNodeArgs } from '../../scripts/start-command.ts';
import { freePort } from '../support/ports.ts';

/** Servers this file started and has not yet seen exit; a failed test must not leave one behind. */
const running = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts the server exactly as `npm start` does after its build step, with the default
 * embedded database; the build is the one global-setup made the way `npm run build` does.
 */
async function startProduct(dataDir: string, port: number): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: inject('clientDir'), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, startNodeArgs(), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // Waits for the line a user waits for; the test's own timeout bounds a start that hangs.
  while (!output.includes('Manpower admin is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** A GET with no Accept-Encoding header (fetch always sends one). */
function plainGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

const login = (base: string) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin.gedung', password: 'Demo#2026' }),
  });

describe('the product started the way npm start starts it', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-start-'));
  afterAll(() => {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the app and the API on one port, prints the logins, stops cleanly and keeps its data', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startProduct(dataDir, port);
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('(demo data seeded)');
    for (const username of ['superadmin', 'admin.gedung', 'staff.gedung']) expect(first.output()).toContain(username);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    // '/' as curl or a load balancer asks for it: no Accept-Encoding at all.
    const root = await plainGet(`${base}/`);
    expect(root.status).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const icon = /<link rel="icon"[^>]*href="([^"]+)"/.exec(root.body)?.[1];
    expect((await plainGet(`${base}${icon}`)).status).toBe(200);
    const page = await fetch(`${base}/employee-anything`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    // The page is checked on every load; its hashed scripts are kept by the browser for good.
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const { token } = await (await login(base)).json();
    await fetch(`${base}/api/change-locale?lang=en`, { headers: { authorization: `Bearer ${token}` } });
    expect(await stop(first.child)).toBe(0);

    const second = await startProduct(dataDir, port);
    expect(second.output()).not.toContain('(demo data seeded)');
    const again = await (await login(base)).json();
    expect(again.user.locale).toBe('en');
    expect(await stop(second.child)).toBe(0);
    // Seeding the full demo data on a busy two-core machine can take minutes; the wait above
    // is for the server's own "running" line, and this only bounds a start that never comes.
  }, 600_000);
});
