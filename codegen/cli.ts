import path from 'node:path';
import { Command } from 'commander';
import { checkDatabaseSchema, DB_SCHEMA_FILE, renderDatabaseSchema, writeDatabaseSchema } from './db-schema.ts';
import { checkDrift } from './drift.ts';
import { loadSources } from './metadata-source.ts';
import { renderAll } from './render.ts';
import { writeOutput } from './write-output.ts';

/**
 * `npm run codegen` / `npm run codegen:check`: module configs generated from
 * the server's gen-model metadata (ARCHITECTURE.md, "gen-model is real"), and
 * the Kysely database types from the migrated schema.
 */

interface CommonOptions {
  server?: string;
  token?: string;
  out: string;
}

function seconds(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

/** Pulls, renders and writes; prints what changed. */
async function generate(options: CommonOptions): Promise<number> {
  const start = performance.now();
  const { metadata, schema } = await loadSources({ server: options.server, token: options.token });
  const result = await writeOutput(path.resolve(options.out), renderAll(metadata));
  for (const file of result.written) console.log(`  wrote    ${options.out}/${file}`);
  for (const file of result.deleted) console.log(`  deleted  ${options.out}/${file}`);
  for (const file of result.foreign) console.warn(`  warning: ${options.out}/${file} was not made by codegen; remove it from the output folder`);
  const schemaWritten = await writeDatabaseSchema(renderDatabaseSchema(schema), path.resolve(DB_SCHEMA_FILE));
  if (schemaWritten) console.log(`  wrote    ${DB_SCHEMA_FILE}`);
  console.log(
    `codegen: ${metadata.details.length} models, ${result.written.length} written, ` +
      `${result.unchanged.length} unchanged, ${result.deleted.length} deleted; ` +
      `${schema.tables.length} tables, ${DB_SCHEMA_FILE} ${schemaWritten ? 'written' : 'unchanged'} (${seconds(start)})`,
  );
  return 0;
}

/** Regenerates into a temporary folder and compares; 1 with a diff on drift. */
async function check(options: CommonOptions): Promise<number> {
  const start = performance.now();
  const { metadata, schema } = await loadSources({ server: options.server, token: options.token });
  const reports = [
    await checkDrift(renderAll(metadata), options.out, options.out.replace(/\/+$/, '')),
    await checkDatabaseSchema(renderDatabaseSchema(schema), path.resolve(DB_SCHEMA_FILE)),
  ];
  const drifted = reports.filter((report) => !report.ok);
  for (const report of drifted) process.stderr.write(report.text);
  if (drifted.length > 0) return 1;
  console.log(
    `codegen:check: ${options.out}/ is up to date with ${metadata.details.length} models, ` +
      `${DB_SCHEMA_FILE} with ${schema.tables.length} tables (${seconds(start)})`,
  );
  return 0;
}

function withSource(command: Command): Command {
  return command
    .option('--server <url>', 'a running server to pull /api/gen-model from (default: start one in-process on a throwaway database)')
    .option('--token <token>', 'Bearer token for --server (default: $CODEGEN_TOKEN)')
    .option('--out <dir>', 'the generated folder', 'generated');
}

const program = new Command()
  .name('codegen')
  .description(`Generates typed module configs in generated/ from the server's /api/gen-model metadata, and ${DB_SCHEMA_FILE} from the migrated database.`);

withSource(program.command('generate').description(`pull the models and (re)write generated/ and ${DB_SCHEMA_FILE}`)).action(async (options: CommonOptions) => {
  process.exitCode = await generate(options);
});

withSource(program.command('check').description(`fail with a diff when generated/ or ${DB_SCHEMA_FILE} is out of date`)).action(async (options: CommonOptions) => {
  process.exitCode = await check(options);
});

try {
  await program.parseAsync(process.argv);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
// The embedded database may keep handles open after closing; the run is over.
process.exit(process.exitCode ?? 0);
