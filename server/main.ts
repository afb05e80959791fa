import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_PASSWORD, demoLogins } from './db/seed/demo.ts';
import { buildApp } from './app.ts';

/** Starts the product: database, migrations, seed, then the HTTP server on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.inMemory ? undefined : config.dataDir,
  });
  const { seeded } = await prepareDatabase(db, config);
  const app = await buildApp({ config, db, logger: { level: config.logLevel }, clientDir: config.clientDir });
  app.addHook('onClose', async () => db.destroy());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.inMemory ? 'PGlite in memory' : `PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Manpower admin is running at ${config.publicUrl}`,
    `  Database: ${database}${seeded ? ' (demo data seeded)' : ''}`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of demoLogins) lines.push(`    ${login.username.padEnd(14)} ${login.role}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
