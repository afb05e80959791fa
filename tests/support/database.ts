import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * The backend the product's calls are tested on: PostgreSQL when DATABASE_URL names a server, as
 * a company's would be, and PGlite, as `npm start` runs, otherwise. The browser tests' servers
 * run on it, and so do the server tests of what the calls do: those send the same SQL to both
 * backends (PGlite is PostgreSQL built for WebAssembly), and running them on both did the same
 * checks twice in a third of the suite's time.
 */
export const mainBackend: Backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * PGlite always; PostgreSQL too when DATABASE_URL names a server. The server tests of what
 * differs between the two run on both: the embedded database's thread, cursors and
 * transactions, query plans and indexes, statistics, and the migrate, prepare and seed steps.
 */
export const backends: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** What a test database starts as: every migration run, or that plus startTestServer's demo seed. */
export type Template = 'migrated' | 'seeded';

/** One backend's templates: PGlite data-folder tarballs or PostgreSQL template databases. */
export interface BackendTemplates {
  migrated: string;
  seeded: string;
  /** The seeded template's stored files (the banners' images), for each server's upload folder. */
  seededUploadDir: string;
}

/** The databases made once per run (shareDatabaseTemplates) that each test file's own database is copied from. */
export type DatabaseTemplates = Partial<Record<Backend, BackendTemplates>>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The environment startTestServer starts the app with; the seeded template is made with it. */
export const testServerEnv = { SEED_DEMO: '1', DEMO_SCALE: 'small', SERVE_CLIENT: '0' };

export interface TestDatabase {
  db: Database;
  /** The URL of the throwaway PostgreSQL database, when on PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database of its own for one test file, copied from a template: in-memory PGlite or a new PostgreSQL database. */
export async function createTestDatabase(backend: Backend, template: Template = 'migrated'): Promise<TestDatabase> {
  const templates = inject('databaseTemplates')[backend]!;
  if (backend === 'pglite') {
    const db = await openDatabase({ loadDataDir: templates[template] });
    return { db, drop: () => db.destroy() };
  }
  const name = `manpower_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name} template ${templates[template]}`);
  const url = withDatabase(process.env.DATABASE_URL!, name);
  const db = await openDatabase({ databaseUrl: url });
  return {
    db,
    url,
    async drop() {
      await db.destroy().catch(() => undefined);
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The seeded template: prepared as startTestServer prepares its app's database, its files stored in `uploadDir`. */
function prepareSeeded(db: Database, uploadDir: string) {
  return prepareDatabase(db, { ...loadConfig(testServerEnv), uploadDir });
}

/** The embedded templates: made in a data folder, then dumped as the tarballs each test database loads. */
async function buildPGliteTemplates(folder: string): Promise<BackendTemplates> {
  const dataDir = path.join(folder, 'pglite');
  const templates = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar'), seededUploadDir: path.join(dataDir, 'uploads') };
  const dump = async (file: string) => {
    const pglite = new PGlite({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
    await pglite.waitReady;
    const tarball = await pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    await pglite.close();
  };
  const migrated = await openDatabase({ dataDir });
  await migrateToLatest(migrated);
  await migrated.destroy();
  await dump(templates.migrated);
  const seeded = await openDatabase({ dataDir });
  await prepareSeeded(seeded, templates.seededUploadDir);
  await seeded.destroy();
  await dump(templates.seeded);
  return templates;
}

/** The PostgreSQL templates, `${prefix}_migrated` and `${prefix}_seeded`. */
async function buildPostgresTemplates(prefix: string, folder: string): Promise<BackendTemplates> {
  const templates = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded`, seededUploadDir: path.join(folder, 'postgres-uploads') };
  const open = (name: string) => openDatabase({ databaseUrl: withDatabase(process.env.DATABASE_URL!, name) });
  await onServer(`create database ${templates.migrated}`);
  const migrated = await open(templates.migrated);
  await migrateToLatest(migrated);
  await migrated.destroy();
  await onServer(`create database ${templates.seeded} template ${templates.migrated}`);
  const seeded = await open(templates.seeded);
  await prepareSeeded(seeded, templates.seededUploadDir);
  await seeded.destroy();
  return templates;
}

/**
 * Makes one backend's templates, in a folder (and PostgreSQL databases) of their own, so runs side
 * by side never share one; the returned function removes them. A template that fails (a broken
 * migration) leaves none behind.
 */
async function createBackendTemplates(backend: Backend): Promise<{ templates: BackendTemplates; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'manpower-templates-'));
  const prefix = `manpower_template_${randomBytes(6).toString('hex')}`;
  const remove = async () => {
    await rm(folder, { recursive: true, force: true });
    if (backend === 'postgres') for (const template of ['seeded', 'migrated']) await onServer(`drop database if exists ${prefix}_${template} with (force)`);
  };
  try {
    return { templates: backend === 'postgres' ? await buildPostgresTemplates(prefix, folder) : await buildPGliteTemplates(folder), remove };
  } catch (error) {
    // The failure is what the run must report, not a failing clean-up after it.
    await remove().catch(() => undefined);
    throw error;
  }
}

interface SharedTemplates {
  made: ReturnType<typeof createBackendTemplates>;
  users: number;
}

/**
 * The run's templates of each backend and how many projects still use them, on globalThis: vitest
 * runs each project's global setup apart, and may load its module apart.
 */
const shared = globalThis as { databaseTemplates?: Map<Backend, SharedTemplates> };

/**
 * This run's templates on every backend (or those of `only`), side by side: each backend's made by
 * the first project's global setup that asks for it, in whatever order vitest runs them, shared
 * with the later ones (the server projects and the browser tests of one `npm test`), and removed
 * once the last of them has released it.
 */
export function shareDatabaseTemplates(only: Backend[] = backends): { made: Promise<DatabaseTemplates>; release(): Promise<void> } {
  const runTemplates = (shared.databaseTemplates ??= new Map());
  const used = only.map((backend) => {
    const entry = runTemplates.get(backend) ?? { made: createBackendTemplates(backend), users: 0 };
    runTemplates.set(backend, entry);
    entry.users += 1;
    return { backend, entry };
  });
  return {
    made: Promise.all(used.map(async ({ backend, entry }) => [backend, (await entry.made).templates] as const)).then(Object.fromEntries),
    async release() {
      for (const { backend, entry } of used) {
        entry.users -= 1;
        if (entry.users > 0) continue;
        runTemplates.delete(backend);
        // Templates that failed to be made removed what they had made already.
        const made = await entry.made.catch(() => undefined);
        await made?.remove();
      }
    },
  };
}
