import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { type TestServer, startTestServer } from '../../support/server.ts';

/** The map's tile server and geocoder reach the browser through GET /app-config, and the CSP lets exactly those in. */
describe('map configuration', () => {
  let byDefault: TestServer;
  let intranet: TestServer;

  beforeAll(async () => {
    [byDefault, intranet] = await Promise.all([
      startTestServer('pglite', { SEED_DEMO: '0' }),
      startTestServer('pglite', {
        SEED_DEMO: '0',
        MAP_TILE_URL: 'http://tiles.intranet.local:8081/osm/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Peta internal',
        GEOCODER_URL: 'https://geo.intranet.local/nominatim/',
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([byDefault?.close(), intranet?.close()]);
  });

  /** The CSP's directives by name. */
  const csp = async (server: TestServer) => {
    const header = (await fetch(`${server.url}/api/app-config`)).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(header.split(';').map((directive) => [directive.split(' ')[0], directive]));
  };

  it('serves OpenStreetMap tiles with their attribution and no geocoder by default, before anyone signs in', async () => {
    const { status, body } = await byDefault.call('GET', '/api/app-config');
    expect(status).toBe(200);
    expect(body.data.map).toEqual({
      tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      tile_attribution: expect.stringContaining('OpenStreetMap'),
      geocoder_url: null,
    });
    const policy = await csp(byDefault);
    expect(policy['img-src']).toBe("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(policy['connect-src']).toBe("connect-src 'self'");
  });

  it('serves the configured tile server, attribution and geocoder, and its CSP allows only their origins', async () => {
    const { body } = await intranet.call('GET', '/api/app-config');
    expect(body.data.map).toEqual({
      tile_url: 'http://tiles.intranet.local:8081/osm/{z}/{x}/{y}.png',
      tile_attribution: 'Peta internal',
      geocoder_url: 'https://geo.intranet.local/nominatim',
    });
    const policy = await csp(intranet);
    expect(policy['img-src']).toBe("img-src 'self' data: blob: http://tiles.intranet.local:8081");
    expect(policy['connect-src']).toBe("connect-src 'self' https://geo.intranet.local");
    expect(Object.values(policy).join(';')).not.toContain('openstreetmap');
  });

  it('refuses to start on a tile or geocoder address that is not http(s)', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_URL must be an http\(s\) address/);
    expect(() => loadConfig({ GEOCODER_URL: 'geo.local' })).toThrow(/GEOCODER_URL must be an http\(s\) address/);
  });
});
