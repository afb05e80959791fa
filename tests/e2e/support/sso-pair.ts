import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CryptoKey, SignJWT, exportSPKI, generateKeyPair } from 'jose';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { UNREACHABLE_TILES } from './file-server.ts';
import { freePort } from '../../support/ports.ts';

const ISSUER = 'https://idp.adhi.example';
const AUDIENCE = 'adhi-manpower';
const ADMIN = { username: 'sso.admin', password: 'Sso#Admin2026' };

/** The app and its separate SSO base, each a running copy of the product on one database, and tokens of their identity provider. */
export interface SsoPair {
  /** The app the user opens (its client and its API); its SSO calls go to ssoUrl. */
  appUrl: string;
  /** The SSO base: another server, another origin, letting only appUrl call it. */
  ssoUrl: string;
  /** The account the identity provider's tokens name. */
  user: { username: string; email: string; fullname: string };
  /** A token of the identity provider naming `claims`; `forged` signs it with a key the base does not trust. */
  token(claims: Record<string, unknown>, options?: { forged?: boolean }): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the app with SSO_API_BASE naming a second server, and that server as the SSO base
 * (SSO_ALLOWED_ORIGINS the app's origin), both on one fresh database whose only user is
 * the super user the start creates: the session the base opens is the app's session.
 */
export async function startSsoPair(): Promise<SsoPair> {
  const [appPort, ssoPort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const ssoUrl = `http://localhost:${ssoPort}`;
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const stranger: CryptoKey = (await generateKeyPair('RS256')).privateKey;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manpower-e2e-sso-'));
  const common = {
    DATA_DIR: dataDir,
    // No demo data: the super user made at start is the only account, the one the tokens name.
    SEED_DEMO: '0',
    FEATURE_SSO: '1',
    SSO_PUBLIC_KEY: await exportSPKI(trusted.publicKey),
    SSO_ISSUER: ISSUER,
    SSO_AUDIENCE: AUDIENCE,
    MAP_TILE_URL: UNREACHABLE_TILES,
  };
  const appConfig = loadConfig({ ...common, CLIENT_DIR: inject('clientDir'), SSO_API_BASE: `${ssoUrl}/api`, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const ssoConfig = loadConfig({ ...common, SERVE_CLIENT: '0', SSO_ALLOWED_ORIGINS: appUrl });
  const db = await openDatabase({});
  await prepareDatabase(db, appConfig);
  const app = await buildApp({ config: appConfig, db });
  const sso = await buildApp({ config: ssoConfig, db });
  await app.listen({ port: appPort, host: '127.0.0.1' });
  await sso.listen({ port: ssoPort, host: '127.0.0.1' });
  const user = { username: ADMIN.username, email: `${ADMIN.username}@localhost`, fullname: 'Administrator' };
  return {
    appUrl,
    ssoUrl,
    user,
    token: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .setJti(randomUUID())
        .sign(options.forged ? stranger : trusted.privateKey),
    async close() {
      await sso.close();
      await app.close();
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
