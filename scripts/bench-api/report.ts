import type { HealthFigures } from './health-probe.ts';
import type { LoadFigures } from './load.ts';
import type { ExportFigures, ImportFigures, SingleFigures } from './measure.ts';
import type { PeakFigures, PeakSide } from './morning-peak.ts';
import type { RecapMismatches } from './recap-check.ts';

/** One line of the printed table: figures only, the goal beside them, no pass/fail. */
export interface ReportRow {
  target: string;
  /** The 1-minute load average read just before the target ran: the machine is shared. */
  load?: string;
  product: string;
  baseline?: string;
  ratio?: string;
  goal: string;
}

/**
 * Issue #9's targets, #48's for the morning peak, and #49's for the workers' mixed workload:
 * ratios of this server's CPU milliseconds per request over the baseline's, in the same run.
 */
export const GOALS = {
  listMix: '≤ 1.0× CPU/request',
  lastPage: '≤ 2× the first page (this server)',
  searchMix: '≤ 1.0× CPU/request',
  searchGrowth: '≤ 2× (100,000 → 1,000,000 workers)',
  show: '≤ 1.3× CPU/request',
  write: '≤ 1.5× CPU/request',
  throughput: 'figures (the goal is CPU)',
  equal: 'equal',
  recap: 'latency ≤ 200 ms',
  recapCount: 'non-empty, = direct count',
  export: '≤ 5 s',
  import: '≤ 3 s',
  rss: '≤ 150 MB',
  health: '≤ 100 ms',
  peak: '≥ 0.5×, p99 ≤ 250 ms',
  peakCpu: '≤ 2×',
  peakHealth: 'answers every probe',
  recapCheck: 'yes',
} as const;

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (value: number | undefined) => (value === undefined ? 'n/a (no /proc)' : `${value.toFixed(0)} MB`);
const failed = (figures: LoadFigures) => (figures.failures > 0 ? ` (${figures.failures} failed)` : '');
const oneRound = (rounds: number) => (rounds === 1 ? '; 1 round, the first took over a minute' : '');

export const loadText = (figures: LoadFigures) =>
  `${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}${failed(figures)}`;

export function recapRows(target: string, figures: SingleFigures): ReportRow[] {
  return [
    { target, product: loadText(figures.load), goal: GOALS.recap },
    { target: '  the same, one request at a time (median of 10)', product: ms(figures.alone), goal: GOALS.recap },
  ];
}

/** The recap's total against a direct count of its presence_recaps rows. */
export function recapCountRow(answered: number, direct: number): ReportRow {
  const verdict = answered > 0 && answered === direct ? 'yes' : 'no';
  return { target: '  its total = a direct count of presence_recaps rows', product: `${verdict} (answered ${count(answered)}, counted ${count(direct)})`, goal: GOALS.recapCount };
}

export function exportRows(target: string, figures: ExportFigures): ReportRow[] {
  return [
    { target, product: `${figures.seconds.toFixed(1)} s (${figures.megabytes.toFixed(1)} MB${oneRound(figures.rounds)})`, goal: GOALS.export },
    { target: '  server RSS peak during the export', product: mb(figures.rssPeak), goal: GOALS.rss },
    { target: '  /api/health every 100 ms during the export', product: `p50 ${ms(figures.healthP50)}, max ${ms(figures.healthMax)}`, goal: GOALS.health },
  ];
}

export function importRow(target: string, figures: ImportFigures): ReportRow {
  const invalid = figures.invalid > 0 ? `, ${figures.invalid} found invalid` : '';
  return { target, product: `${figures.seconds.toFixed(2)} s (${figures.rows} rows${invalid}${oneRound(figures.rounds)})`, goal: GOALS.import };
}

/** A whole number as the report writes it: 20,000. */
export const count = (value: number) => value.toLocaleString('en-US');

const peakText = (side: PeakSide) =>
  `${count(Math.round(side.eventsPerSecond))} events/s, batch p50 ${ms(side.p50)}, p99 ${ms(side.p99)}${side.failures > 0 ? ` (${side.failures} of ${side.batches} batches failed)` : ''}`;

/** CPU per event, and the server's and the database's parts when the database is a process of its own. */
const cpuText = (side: PeakSide) => {
  const database = side.cpuMsPerEvent - side.serverCpuMsPerEvent;
  const parts = database > 0 ? ` (server ${side.serverCpuMsPerEvent.toFixed(3)} + database ${database.toFixed(3)})` : '';
  return `${side.cpuMsPerEvent.toFixed(3)} ms${parts}`;
};

/** The morning peak's rows: throughput and latency, then CPU per event, each with the product's ratio to the baseline. */
export function peakRows(target: string, figures: PeakFigures, cpuTarget: string): ReportRow[] {
  const { product, baseline } = figures;
  return [
    { target, product: peakText(product), baseline: peakText(baseline), ratio: `${(product.eventsPerSecond / baseline.eventsPerSecond).toFixed(2)}×`, goal: GOALS.peak },
    {
      target: cpuTarget,
      product: cpuText(product),
      baseline: cpuText(baseline),
      ratio: `${(product.cpuMsPerEvent / baseline.cpuMsPerEvent).toFixed(2)}×`,
      goal: GOALS.peakCpu,
    },
  ];
}

/** /api/health during the morning peak on the embedded database: it must keep answering. */
export const healthRow = (target: string, figures: HealthFigures): ReportRow => ({
  target,
  product: `p50 ${ms(figures.p50)}, max ${ms(figures.max)}, ${figures.failures} of ${figures.probes} probes failed`,
  goal: GOALS.peakHealth,
});

export function recapCheckRow(target: string, mismatches: RecapMismatches): ReportRow {
  const total = mismatches.recaps + mismatches.counts;
  const detail = total === 0 ? '0 mismatches' : `${total} mismatches: ${mismatches.recaps} recaps, ${mismatches.counts} counts`;
  return { target, product: `${total === 0 ? 'yes' : 'no'} (${detail})`, goal: GOALS.recapCheck };
}

export const rssRow = (target: string, peak: number | undefined): ReportRow => ({ target, product: mb(peak), goal: GOALS.rss });

/** A target that could not be measured says why in place of its figures. */
export const failedRow = (target: string, error: unknown, goal: string): ReportRow => ({
  target,
  product: `not measured: ${error instanceof Error ? error.message : String(error)}`.slice(0, 160),
  goal,
});

/** The rows as an aligned plain-text table. */
export function formatTable(rows: readonly ReportRow[]): string {
  const header: Required<ReportRow> = { target: 'Target', load: 'Load', product: 'This server', baseline: 'Baseline (bare node:http)', ratio: 'Ratio', goal: 'Goal' };
  const cells = [header, ...rows].map((row) => [row.target, row.load ?? '', row.product, row.baseline ?? '—', row.ratio ?? '—', row.goal]);
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
