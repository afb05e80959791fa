// `npm run bench:api [-- --fresh]`: the API at a real company's scale (issue #9). Loads
// 100,000 workers and a year of presence (once; the loaded database is reused), then puts
// this server and a bare node:http + pg baseline (scripts/bench-baseline-server.ts) under
// the same load and prints the figures beside their goals. A benchmark, not a test: it
// prints figures and never fails on them.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { DEMO_PASSWORD } from '../server/db/seed/demo.ts';
import { type BenchData, prepareBenchData } from './bench-api/bench-database.ts';
import { IMPORT_ROWS, importWorkbook } from './bench-api/import-file.ts';
import { LOAD } from './bench-api/load.ts';
import { type Product, compare, measureAlone, measureExport, measureImport } from './bench-api/measure.ts';
import { RECAP_MONTH } from './bench-api/presets.ts';
import { type ServerProcess, startServer } from './bench-api/processes.ts';
import { startNodeArgs } from './start-command.ts';
import { GOALS, type ReportRow, comparisonRow, exportRows, failedRow, formatTable, importRow, recapRows, rssRow } from './bench-api/report.ts';

const LIST = '/api/employee/list?page=1&limit=20&sort_by=fullname&sort=ASC';
const filters = (value: object) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
const count = (value: number) => value.toLocaleString('en-US');
const log = (line: string) => process.stderr.write(`bench:api: ${line}\n`);

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

/** Runs the targets one after another; one that fails gets its row saying why, and the rest still run. */
async function measureAll(product: Product, baseline: ServerProcess, data: BenchData): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  const target = async (name: string, goal: string, measure: () => Promise<ReportRow[]>) => {
    log(`${name}…`);
    try {
      const measured = await measure();
      for (const row of measured) log(`  ${row.target.trim()}: ${row.product}${row.ratio ? ` (${row.ratio} the baseline)` : ''}`);
      rows.push(...measured);
    } catch (error) {
      const row = failedRow(name, error, goal);
      log(`  ${row.product}`);
      rows.push(row);
    }
  };
  const compared = (name: string, goal: string, productPath: string, baselinePath: string) =>
    target(name, goal, async () => {
      const comparison = await compare(product, productPath, baseline, baselinePath);
      const rss = productPath === LIST ? [rssRow('  server RSS peak under this load', comparison.productRssPeak)] : [];
      return [comparisonRow(name, comparison, goal), ...rss];
    });
  await compared('List page of 20 with total (sort_by=fullname)', GOALS.list, LIST, '/list?page=1&limit=20');
  await compared('Search "budi": every searchable column vs fullname ILIKE (trigram)', GOALS.search, `${LIST}&search=budi`, '/search?q=budi&page=1&limit=20');
  await compared(
    'Department filter, newest first (sort_by=created_at DESC)',
    GOALS.department,
    `/api/employee/list?page=1&limit=20&sort_by=created_at&sort=DESC&${filters({ department_id: data.departmentId })}`,
    `/department?department_id=${data.departmentId}&page=1&limit=20`,
  );
  const recap = `Worker recap of one project, ${RECAP_MONTH.from.slice(0, 7)}`;
  const recapFilter = filters({ project_id: data.projectId, presence_date: [RECAP_MONTH.from, RECAP_MONTH.to] });
  await target(recap, GOALS.recap, async () => recapRows(recap, await measureAlone(product, `/api/presence-worker/list?page=1&limit=20&${recapFilter}`)));
  const exported = `Export of ${count(data.preset.workers)} workers as xlsx`;
  await target(exported, GOALS.export, async () => exportRows(exported, await measureExport(product, '/api/employee/export?format=xls')));
  const imported = `Import dry run of ${count(IMPORT_ROWS)} rows (xlsx)`;
  await target(imported, GOALS.import, async () => [
    importRow(imported, await measureImport(product, '/api/employee/import?dry_run=1', await importWorkbook(), 'Tenaga-Kerja.xlsx')),
  ]);
  return rows;
}

async function main(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const data = await prepareBenchData({ databaseUrl: process.env.DATABASE_URL || undefined, fresh: process.argv.includes('--fresh'), log });
  const loadAverage = os.loadavg()[0]!;
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
  try {
    baseline = await startServer({ name: 'baseline', script: 'scripts/bench-baseline-server.ts', env: data.baselineEnv, healthPath: '/health' });
    const product = { server: productServer, headers: { authorization: `Bearer ${await signIn(productServer.url)}` } };
    const rows = await measureAll(product, baseline, data);
    const { preset } = data;
    const lines = [
      `bench:api on ${preset.label}: ${count(preset.workers)} workers, ${count(preset.presences)} presence rows`,
      `commit ${measuredCommit()}; ${os.cpus().length} CPUs, load average ${loadAverage.toFixed(1)} before the run`,
      `${LOAD.seconds} s per round at ${LOAD.connections} connections, median of ${LOAD.rounds} rounds, this server and the baseline taking turns`,
      '',
      formatTable(rows),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await baseline?.stop();
    await productServer.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:api failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
