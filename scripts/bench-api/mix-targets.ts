import { type CheckResult, type WrittenPair, checkReads, checkWrites } from './answer-check.ts';
import type { Log } from './bench-data.ts';
import type { MixTarget } from './mix-driver.ts';
import { Cursor, type MixKind, measureMix } from './mix-measure.ts';
import { checkRow, growthRow, mixRows, pageEndsRows } from './mix-report.ts';
import type { TargetName } from './options.ts';
import type { Preset } from './presets.ts';
import { GOALS, type ReportRow, count, rssRow } from './report.ts';
import { searchGrowth } from './scale-history.ts';
import { type Sequence, creates, listMix, pageEnds, searchMix, shows, updates } from './workload.ts';
import type { WorkloadInputs } from './workload-inputs.ts';

/** Runs one target: its rows get the load average, or one row saying why it failed. */
export type TargetRunner = (key: TargetName, name: string, goal: string, measure: () => Promise<ReportRow[]>) => Promise<void>;

export interface MixContext {
  product: MixTarget;
  baseline: MixTarget;
  inputs: WorkloadInputs;
  only: ReadonlySet<TargetName>;
  preset: Preset;
  commit: string;
  log: Log;
  target: TargetRunner;
}

/** The sequences' salts: the background writer edits other workers than the update target does. */
const WRITER_SALT = 71;
const UPDATE_SALT = 72;
/** The checks ask from here on, so that their new workers' NIKs are none a measured create uses. */
const CHECK_FROM = 900_000_000;
const CHECKED_READS = 40;
const CHECKED_WRITES = 5;
/** Seconds of the product's rounds of one page asked again and again, and their warm-up: the last page may take seconds. */
const PAGE_SECONDS = 4;
const PAGE_WARM_UP = 2;

const MIX_TARGETS = ['list-mix', 'search-mix', 'show', 'create', 'update'] as const;
type MixName = (typeof MIX_TARGETS)[number];
/** The kinds that read, whose rounds the writer's edits go with. */
const READS: readonly MixName[] = ['list-mix', 'search-mix', 'show'];

/** Each kind's requests, and the writer's edits for the kinds that read. */
function kindOf(name: MixName, inputs: WorkloadInputs): MixKind {
  const writer = updates(inputs, WRITER_SALT);
  const sequences: Record<MixName, Sequence> = {
    'list-mix': listMix(inputs),
    'search-mix': searchMix(inputs),
    show: shows(inputs),
    create: creates(inputs),
    update: updates(inputs, UPDATE_SALT),
  };
  return { sequence: sequences[name], writer: READS.includes(name) ? writer : undefined };
}

/** What the report calls a kind's workload. */
function titleOf(name: MixName, context: MixContext): string {
  const titles: Record<MixName, string> = {
    'list-mix': `Workers' list, mixed: pages 1 to ${count(pageEnds(context.inputs).lastPage)}, filters, sorts; an edit every 50 ms`,
    'search-mix': 'Search, mixed: real names, a new text each time; an edit every 50 ms',
    show: `Show of a worker at random among ${count(context.preset.workers)}, with sub-records; an edit every 50 ms`,
    create: 'Create a worker with skills, a contact, a history (and audit row)',
    update: 'Update a worker as the edit form sends it (and audit row)',
  };
  return titles[name];
}
const CPU_GOALS: Record<MixName, string> = { 'list-mix': GOALS.listMix, 'search-mix': GOALS.searchMix, show: GOALS.show, create: GOALS.write, update: GOALS.write };

interface Checks {
  reads: Partial<Record<MixName, CheckResult>>;
  writes?: { result: CheckResult; pairs: WrittenPair[] };
}

/**
 * The equality check, before any measured write: a sample of each read kind's requests asked of
 * both servers in turn, then new workers created and edited on both. On PGlite each server has
 * its own copy, equal only until the first round writes.
 */
async function runChecks(context: MixContext, selected: readonly MixName[]): Promise<Checks> {
  const { product, baseline, inputs, log } = context;
  const checks: Checks = { reads: {} };
  for (const name of selected.filter((kind) => READS.includes(kind))) {
    const { sequence } = kindOf(name, inputs);
    const sample = Array.from({ length: CHECKED_READS }, (_, n) => sequence(CHECK_FROM + n, 'product'));
    if (name === 'list-mix') sample.push(pageEnds(inputs).first, pageEnds(inputs).last);
    checks.reads[name] = await checkReads(product, baseline, sample);
    log(`  ${name}: answers ${checks.reads[name]!.mismatch ? `differ: ${checks.reads[name]!.mismatch}` : 'equal'}`);
  }
  if (selected.includes('create') || selected.includes('update')) {
    const indices = Array.from({ length: CHECKED_WRITES }, (_, n) => CHECK_FROM + n);
    checks.writes = await checkWrites(product, baseline, inputs, indices);
    log(`  writes: answers ${checks.writes.result.mismatch ? `differ: ${checks.writes.result.mismatch}` : 'equal'}`);
  }
  return checks;
}

/** The list's extra rows: the RSS under its load, then the first page against the last. */
async function listExtras(context: MixContext, writes: Cursor, rssPeak: number | undefined): Promise<ReportRow[]> {
  const { product, baseline, inputs } = context;
  const writer = updates(inputs, WRITER_SALT);
  const ends = pageEnds(inputs);
  const page = (request: ReturnType<Sequence>) =>
    measureMix(product, baseline, { sequence: () => request, writer, seconds: PAGE_SECONDS, warmUp: PAGE_WARM_UP }, { requests: new Cursor(), writes });
  const first = await page(ends.first);
  const last = await page(ends.last);
  return [rssRow('  server RSS peak under this load', rssPeak), ...pageEndsRows(ends.lastPage, first, last)];
}

/** The rows of one kind: its figures, its equality checks, and the list's and the search's extra rows. */
async function kindRows(context: MixContext, name: MixName, checks: Checks, writes: Cursor, writtenRow: ReportRow | undefined): Promise<ReportRow[]> {
  const figures = await measureMix(context.product, context.baseline, kindOf(name, context.inputs), { requests: new Cursor(), writes });
  const read = checks.reads[name];
  const equal = read ? [checkRow("  answers equal to the baseline's (a sample)", read)] : [];
  // The write check's rows go under the first write kind measured.
  if (checks.writes && writtenRow && (name === 'create' || (name === 'update' && !context.only.has('create')))) {
    equal.push(checkRow(`  answers equal to the baseline's (${CHECKED_WRITES} creates, ${CHECKED_WRITES} updates)`, checks.writes.result), writtenRow);
  }
  const rows = mixRows(titleOf(name, context), figures, CPU_GOALS[name], equal);
  if (name === 'list-mix') rows.push(...(await listExtras(context, writes, figures.product.rssPeak)));
  if (name === 'search-mix') {
    const cpu = { product: figures.product.cpuMsPerRequest, baseline: figures.baseline.cpuMsPerRequest };
    rows.push(growthRow(searchGrowth(context.preset, cpu, context.commit)));
  }
  return rows;
}

/**
 * The mixed workload's targets (issue #49), each kind on both servers in turn, after the
 * equality check. Answers the workers the write check created, whose rows written are compared
 * once the servers stop, and the row that comparison fills in then.
 */
export async function measureMixTargets(context: MixContext): Promise<{ pairs: WrittenPair[]; writtenRow?: ReportRow }> {
  const selected = MIX_TARGETS.filter((name) => context.only.has(name));
  if (selected.length === 0) return { pairs: [] };
  context.log('equality check…');
  const checks = await runChecks(context, selected);
  const writtenRow: ReportRow | undefined = checks.writes && { target: '  rows written equal (worker, sub-records, audit)', product: 'not compared', goal: GOALS.equal };
  const writes = new Cursor();
  for (const name of selected) await context.target(name, titleOf(name, context), CPU_GOALS[name], () => kindRows(context, name, checks, writes, writtenRow));
  return { pairs: checks.writes?.pairs ?? [], writtenRow };
}
