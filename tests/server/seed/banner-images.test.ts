import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, signIn } from '../../support/files.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** Width and height of a PNG, read from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('the demo banners', () => {
  let server: TestServer;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manpower-banners-'));
    server = await startTestServer('pglite', { DATA_DIR: dataDir });
    token = await signIn(server, 'superadmin');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('store the url of an uploaded 1920x1080 PNG, which answers 200 as an image', async () => {
    const { status, body } = await server.call('GET', '/api/banner/list?limit=100', { token });
    expect(status).toBe(200);
    const images: unknown[] = body.data.map((row: { image: unknown }) => row.image);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^\/api\/files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
      const served = await download(server, image as string);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(pngSize(served.bytes)).toEqual({ width: 1920, height: 1080 });
    }
  });
});
