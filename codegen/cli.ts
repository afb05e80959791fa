import path from 'node:path';
import { Command } from 'commander';
import { checkDrift } from './drift.ts';
import { loadMetadata } from './metadata-source.ts';
import { renderAll } from './render.ts';
import { writeOutput } from './write-output.ts';

/**
 * `npm run codegen` / `npm run codegen:check`: module configs generated from
 * the server's gen-model metadata (ARCHITECTURE.md, "gen-model is real").
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
  const metadata = await loadMetadata({ server: options.server, token: options.token });
  const result = await writeOutput(path.resolve(options.out), renderAll(metadata));
  for (const file of result.written) console.log(`  wrote    ${options.out}/${file}`);
  for (const file of result.deleted) console.log(`  deleted  ${options.out}/${file}`);
  for (const file of result.foreign) console.warn(`  warning: ${options.out}/${file} was not made by codegen; remove it from the output folder`);
  console.log(
    `codegen: ${metadata.details.length} models, ${result.written.length} written, ` +
      `${result.unchanged.length} unchanged, ${result.deleted.length} deleted (${seconds(start)})`,
  );
  return 0;
}

/** Regenerates into a temporary folder and compares; 1 with a diff on drift. */
async function check(options: CommonOptions): Promise<number> {
  const start = performance.now();
  const metadata = await loadMetadata({ server: options.server, token: options.token });
  const report = await checkDrift(renderAll(metadata), options.out, options.out.replace(/\/+$/, ''));
  if (!report.ok) {
    process.stderr.write(report.text);
    return 1;
  }
  console.log(`codegen:check: ${options.out}/ is up to date with ${metadata.details.length} models (${seconds(start)})`);
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
  .description('Generates typed module configs in generated/ from the server\'s /api/gen-model metadata.');

withSource(program.command('generate').description('pull the models and (re)write generated/')).action(async (options: CommonOptions) => {
  process.exitCode = await generate(options);
});

withSource(program.command('check').description('fail with a diff when generated/ is out of date')).action(async (options: CommonOptions) => {
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
