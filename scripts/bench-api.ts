// `npm run bench:api [-- --fresh] [-- --only list-mix,show] [-- --workers 1000000]`: the API at a
// real company's scale (issues #9, #48 and #49). Loads a template of 100,000 workers (or
// --workers) and a year of presence once, works on a copy of its own, and puts this server and a
// bare node:http + pg baseline doing the same work (scripts/bench-baseline-server.ts) under the
// same mixed workload, checking first that both answer the same; then prints the figures beside
// their goals. A benchmark, not a test: it prints figures and never fails on them.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/db/seed/demo.ts';
import type { WrittenPair } from './bench-api/answer-check.ts';
import type { BenchData } from './bench-api/bench-data.ts';
import { prepareBenchData } from './bench-api/bench-database.ts';
import { IMPORT_ROWS, importWorkbook } from './bench-api/import-file.ts';
import { LOAD } from './bench-api/load.ts';
import { type Product, measureAlone, measureExport, measureImport } from './bench-api/measure.ts';
import type { MixTarget } from './bench-api/mix-driver.ts';
import { checkRow } from './bench-api/mix-report.ts';
import { type TargetRunner, measureMixTargets } from './bench-api/mix-targets.ts';
import { type PeakFigures, measureMorningPeak, postgresPids } from './bench-api/morning-peak.ts';
import { type Options, type TargetName, parseOptions } from './bench-api/options.ts';
import { PEAK, type PeakForeman, prepareMorningPeak } from './bench-api/peak-setup.ts';
import { RECAP_MONTH } from './bench-api/presets.ts';
import { cpuSnapshot } from './bench-api/process-cpu.ts';
import { type ServerProcess, startServer } from './bench-api/processes.ts';
import { withProductDatabase } from './bench-api/product-database.ts';
import { checkRecaps } from './bench-api/recap-check.ts';
import { answeredTotal, countRecapRows, recapPath } from './bench-api/recap-target.ts';
import { statementTime } from './bench-api/statement-time.ts';
import { type WorkloadInputs, readWorkloadInputs } from './bench-api/workload-inputs.ts';
import { WRITE_EVERY_MS } from './bench-api/writer.ts';
import { compareWrittenRows } from './bench-api/written-rows.ts';
import { startNodeArgs } from './start-command.ts';
import {
  GOALS,
  type ReportRow,
  count,
  exportRows,
  failedRow,
  formatTable,
  healthRow,
  importRow,
  peakRows,
  recapCheckRow,
  recapCountRow,
  recapRows,
} from './bench-api/report.ts';

const log = (line: string) => process.stderr.write(`bench:api: ${line}\n`);
const MIXED: readonly TargetName[] = ['list-mix', 'search-mix', 'show', 'create', 'update'];

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: unknown };
  if (!response.ok || typeof body.token !== 'string') throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return body.token;
}

/** The commit the figures belong to; -dirty when the tree had changes besides it. */
function measuredCommit(): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** What is read from the run's database before the product starts: on PGlite it then holds the database. */
interface Prepared {
  inputs?: WorkloadInputs;
  recapRows?: number;
  foremen?: PeakForeman[];
}

const prepare = (data: BenchData, only: ReadonlySet<TargetName>) =>
  withProductDatabase(data, async (db): Promise<Prepared> => ({
    inputs: MIXED.some((name) => only.has(name)) ? await readWorkloadInputs(db) : undefined,
    recapRows: only.has('recap') ? await countRecapRows(db, data.projectId) : undefined,
    foremen: only.has('morning-peak') ? await prepareMorningPeak(db) : undefined,
  }));

interface Servers {
  product: Product;
  baseline: ServerProcess;
  /** A connection to the run's database, reading its backends' pids and statement times; none on PGlite. */
  monitor?: pg.Client;
  statementNote?: string;
  readStatements?: () => Promise<number>;
}

/** A server as the mixed workload drives it: its CPU with PostgreSQL's (all of it but other databases' backends), on PGlite its own. */
function mixTarget(side: MixTarget['side'], server: ServerProcess, headers: Record<string, string>, servers: Servers): MixTarget {
  const { monitor } = servers;
  return {
    side,
    url: server.url,
    headers,
    pid: server.pid,
    cpu: async () => cpuSnapshot([server.pid, ...(monitor ? await postgresPids(monitor) : [])]),
    statementMs: servers.readStatements,
  };
}

const PEAK_TARGET = `Morning peak: ${count(PEAK.phones * PEAK.checkInsPerPhone)} check-ins from ${PEAK.phones} phones, batches of ${PEAK.batchSize}, ${PEAK.senders} senders`;

interface Measured {
  rows: ReportRow[];
  peak?: PeakFigures;
  pairs: WrittenPair[];
  writtenRow?: ReportRow;
}

/** Runs the selected targets one after another; one that fails gets its row saying why, and the rest still run. */
async function measureAll(servers: Servers, data: BenchData, options: Options, prepared: Prepared): Promise<Measured> {
  const { product, baseline } = servers;
  const rows: ReportRow[] = [];
  let peak: PeakFigures | undefined;
  const target: TargetRunner = async (key, name, goal, measure) => {
    if (!options.only.has(key)) return;
    const load = os.loadavg()[0]!.toFixed(1);
    log(`${name} (load average ${load})…`);
    try {
      const measured = await measure();
      for (const row of measured) log(`  ${row.target.trim()}: ${row.product}${row.ratio ? ` (${row.ratio} the baseline)` : ''}`);
      // In place: a row filled in later (the rows written, compared once the servers stop) keeps its load.
      rows.push(...measured.map((row) => Object.assign(row, { load })));
    } catch (error) {
      const row = { ...failedRow(name, error, goal), load };
      log(`  ${row.product}`);
      rows.push(row);
    }
  };
  const mixed = prepared.inputs
    ? await measureMixTargets({
        product: mixTarget('product', product.server, product.headers, servers),
        baseline: mixTarget('baseline', baseline, {}, servers),
        inputs: prepared.inputs,
        only: options.only,
        preset: data.preset,
        commit: measuredCommit(),
        log,
        target,
      })
    : { pairs: [] };
  const recap = `Worker recap of one project, ${RECAP_MONTH.from.slice(0, 7)}`;
  await target('recap', recap, GOALS.recap, async () => {
    const path = recapPath(data.projectId);
    const figures = await measureAlone(product, path);
    return [...recapRows(recap, figures), recapCountRow(await answeredTotal(product, path), prepared.recapRows ?? 0)];
  });
  const exported = `Export of ${count(data.preset.workers)} workers as xlsx`;
  await target('export', exported, GOALS.export, async () => exportRows(exported, await measureExport(product, '/api/employee/export?format=xls')));
  const imported = `Import dry run of ${count(IMPORT_ROWS)} rows (xlsx)`;
  await target('import', imported, GOALS.import, async () => [
    importRow(imported, await measureImport(product, '/api/employee/import?dry_run=1', await importWorkbook(), 'Tenaga-Kerja.xlsx')),
  ]);
  await target('morning-peak', PEAK_TARGET, GOALS.peak, async () => {
    if (!prepared.foremen) throw new Error('the morning peak setup did not run');
    const databaseUrl = data.productEnv.DATABASE_URL;
    peak = await measureMorningPeak({ product: product.server, baseline, foremen: prepared.foremen, databaseUrl });
    for (const side of [peak.product, peak.baseline]) if (side.firstFailure) log(`  first failed batch: ${side.firstFailure}`);
    const cpuTarget = `  CPU per event (server${databaseUrl ? ' + PostgreSQL processes' : ', PGlite inside it'})`;
    const health = peak.health ? [healthRow('  /api/health every 100 ms during the peak', peak.health)] : [];
    return [...peakRows(PEAK_TARGET, peak, cpuTarget), ...health];
  });
  return { rows, peak, ...mixed };
}

/** After the peak, with the servers stopped (PGlite takes one process at a time): do the kept recaps and counts equal a direct count? */
async function recapCheck(data: BenchData, foremen: readonly PeakForeman[], peak: PeakFigures): Promise<ReportRow> {
  const name = '  recaps = direct count (peak days and projects)';
  log(`${name.trim()}…`);
  try {
    const projectIds = [...new Set(foremen.map((foreman) => foreman.projectId))];
    const row = recapCheckRow(name, await withProductDatabase(data, (db) => checkRecaps(db, projectIds, peak.days)));
    log(`  ${row.product}`);
    return row;
  } catch (error) {
    return failedRow(name, error, GOALS.recapCheck);
  }
}

/** The write check's rows, read with the servers stopped, filled into the row kept for them. */
async function writtenCheck(data: BenchData, pairs: readonly WrittenPair[], row: ReportRow): Promise<void> {
  log('rows written…');
  try {
    Object.assign(row, { product: checkRow(row.target, await compareWrittenRows(data, pairs)).product });
  } catch (error) {
    Object.assign(row, { product: failedRow(row.target, error, row.goal).product });
  }
  log(`  ${row.product}`);
}

/** Starts the product as `npm start` runs it and the baseline, signs in, and runs `work`; both stop after it. */
async function withServers<T>(data: BenchData, work: (servers: Servers) => Promise<T>): Promise<T> {
  const startArgs = startNodeArgs();
  const productServer = await startServer({
    name: 'product',
    // As `npm start` runs it: the bundle its build makes, with its Node flags.
    script: startArgs.at(-1)!,
    nodeFlags: startArgs.slice(0, -1),
    env: { ...data.productEnv, IN_MEMORY_DB: '0', SEED_DEMO: '1', DEMO_SCALE: 'core', SERVE_CLIENT: '0', LOG_LEVEL: 'warn' },
    healthPath: '/api/health',
  });
  let baseline: ServerProcess | undefined;
  const url = data.productEnv.DATABASE_URL;
  const monitor = url ? new pg.Client({ connectionString: url }) : undefined;
  try {
    baseline = await startServer({ name: 'baseline', script: 'scripts/bench-baseline-server.ts', env: data.baselineEnv, healthPath: '/health' });
    await monitor?.connect();
    const statements = monitor ? await statementTime(monitor) : undefined;
    const product = { server: productServer, headers: { authorization: `Bearer ${await signIn(productServer.url)}` } };
    return await work({ product, baseline, monitor, statementNote: statements?.note, readStatements: statements?.read });
  } finally {
    await monitor?.end();
    await baseline?.stop();
    await productServer.stop();
  }
}

function header(data: BenchData, options: Options, loadAverage: number, statementNote: string | undefined, peak: boolean): string[] {
  const { preset } = data;
  const mixed = MIXED.some((name) => options.only.has(name));
  return [
    `bench:api on ${preset.label}: ${count(preset.workers)} workers, ${count(preset.presences)} presence rows; this run's copy: ${data.copy}`,
    `commit ${measuredCommit()}; ${os.cpus().length} CPUs, load average ${loadAverage.toFixed(1)} before the run (Load: before each target)`,
    ...(mixed
      ? [
          `mixed workload: ${LOAD.connections} connections, ${LOAD.rounds} rounds of ${LOAD.seconds} s for this server, the baseline then answering the same requests; Accept-Encoding: br, gzip`,
          `CPU per request = (the server's process + PostgreSQL's, all but other databases' backends; from /proc) ÷ requests answered; the reads' rounds include an edit every ${WRITE_EVERY_MS} ms to the same server`,
          ...(statementNote ? [statementNote] : []),
        ]
      : []),
    ...(peak ? [`morning peak: median of ${LOAD.rounds} rounds, this server and the baseline taking turns; CPU read from /proc`] : []),
  ];
}

async function benchmark(data: BenchData, options: Options): Promise<void> {
  const prepared = await prepare(data, options.only);
  const loadAverage = os.loadavg()[0]!;
  let statementNote: string | undefined;
  const measured = await withServers(data, (servers) => {
    statementNote = servers.statementNote;
    return measureAll(servers, data, options, prepared);
  });
  const { rows, peak, pairs, writtenRow } = measured;
  if (writtenRow) await writtenCheck(data, pairs, writtenRow);
  if (prepared.foremen && peak) rows.push(await recapCheck(data, prepared.foremen, peak));
  process.stdout.write(`${[...header(data, options, loadAverage, statementNote, Boolean(peak)), '', formatTable(rows)].join('\n')}\n`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const data = await prepareBenchData({ databaseUrl: process.env.DATABASE_URL || undefined, workers: options.workers, fresh: options.fresh, log });
  try {
    await benchmark(data, options);
  } finally {
    await data.dispose();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
