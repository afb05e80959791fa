import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Manpower admin is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
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

const login = (base: string) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin.gedung', password: 'Demo#2026' }),
  });

describe('the product started the way npm start starts it', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the app and the API on one port, prints the logins, stops cleanly and keeps its data', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startProduct(dataDir, port);
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('(demo data seeded)');
    for (const username of ['superadmin', 'admin.gedung', 'staff.gedung']) expect(first.output()).toContain(username);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
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
  });
});
