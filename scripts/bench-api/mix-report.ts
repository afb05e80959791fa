import type { CheckResult } from './answer-check.ts';
import type { MixFigures, MixSide } from './mix-measure.ts';
import { GOALS, type ReportRow, count, ms } from './report.ts';
import type { Growth } from './scale-history.ts';

const fixed = (value: number) => value.toFixed(value < 10 ? 2 : 1);
const ratio = (ours: number, theirs: number) => `${(ours / theirs).toFixed(2)}×`;
const failed = (side: MixSide) => (side.failures > 0 ? ` (${count(side.failures)} of ${count(side.requests)} failed)` : '');
const edits = ({ writer }: MixSide) =>
  writer ? `; ${count(writer.writes)} edits meanwhile${writer.failures > 0 ? ` (${count(writer.failures)} failed)` : ''}` : '';

const throughputText = (side: MixSide) =>
  `${count(Math.round(side.requestsPerSecond))} req/s, p50 ${ms(side.p50)}, p99 ${ms(side.p99)}${failed(side)}${edits(side)}`;

/** CPU per request, the server's and the database's parts when the database is a process of its own, and the statements' time when pg_stat_statements tells it. */
const cpuText = (side: MixSide) => {
  const database = side.cpuMsPerRequest - side.serverCpuMsPerRequest;
  const parts = database > 0 ? ` (server ${fixed(side.serverCpuMsPerRequest)} + database ${fixed(database)})` : '';
  const statements = side.statementMsPerRequest === undefined ? '' : `; statements ${fixed(side.statementMsPerRequest)} ms`;
  return `${fixed(side.cpuMsPerRequest)} ms${parts}${statements}`;
};

/** A baseline slower than the product stops at BASELINE_TIME_FACTOR (4) times the product's time: its figures then cover the first of the same requests. */
const cut = (product: MixSide, baseline: MixSide) =>
  baseline.requests < product.requests ? `; stopped after ${count(baseline.requests)} of the ${count(product.requests)} requests` : '';

/** A kind's rows: throughput and latency, then CPU per request against its goal, then whether its answers equal the baseline's. */
export function mixRows(target: string, figures: MixFigures, goal: string, checks: readonly ReportRow[] = []): ReportRow[] {
  const { product, baseline } = figures;
  return [
    {
      target,
      product: throughputText(product),
      baseline: `${throughputText(baseline)}${cut(product, baseline)}`,
      ratio: `${ratio(product.requestsPerSecond, baseline.requestsPerSecond)} req/s`,
      goal: GOALS.throughput,
    },
    {
      target: '  CPU ms per request (server + its database)',
      product: cpuText(product),
      baseline: cpuText(baseline),
      ratio: ratio(product.cpuMsPerRequest, baseline.cpuMsPerRequest),
      goal,
    },
    ...checks,
  ];
}

/** Whether a sample's answers (or rows written) equal the baseline's; a mismatch names the first field that differs. */
export function checkRow(target: string, result: CheckResult): ReportRow {
  const also = result.productOnly && result.productOnly.length > 0 ? `; this server's answers also hold ${result.productOnly.join(', ')}` : '';
  const differing = result.differing === undefined ? `at #${result.compared}` : `${result.differing} of ${result.compared} differ`;
  const product = result.mismatch ? `no, ${differing}; first: ${result.mismatch}`.slice(0, 240) : `yes (${count(result.compared)} compared${also})`;
  return { target, product, goal: GOALS.equal };
}

/** The first and the last page of the default list, and how much more the last costs, on each side. */
export function pageEndsRows(lastPage: number, first: MixFigures, last: MixFigures): ReportRow[] {
  return [
    { target: '  page 1, newest first: CPU ms per request', product: cpuText(first.product), baseline: cpuText(first.baseline), goal: GOALS.throughput },
    {
      target: `  page ${count(lastPage)} (the last): CPU ms per request`,
      product: cpuText(last.product),
      baseline: cpuText(last.baseline),
      ratio: ratio(last.product.cpuMsPerRequest, last.baseline.cpuMsPerRequest),
      goal: GOALS.throughput,
    },
    {
      target: '  last page ÷ first page, CPU per request',
      product: ratio(last.product.cpuMsPerRequest, first.product.cpuMsPerRequest),
      baseline: ratio(last.baseline.cpuMsPerRequest, first.baseline.cpuMsPerRequest),
      goal: GOALS.lastPage,
    },
  ];
}

/** The search's CPU per request at a million workers over that at 100,000, from this run and the latest run at the other size. */
export function growthRow(growth: Growth | string): ReportRow {
  const target = '  growth 100,000 → 1,000,000 workers, CPU per request';
  if (typeof growth === 'string') return { target, product: growth, goal: GOALS.searchGrowth };
  const side = (small: number, large: number) => `${ratio(large, small)} (${fixed(small)} → ${fixed(large)} ms)`;
  return {
    target,
    product: `${side(growth.small.product, growth.large.product)}; ${growth.other}`,
    baseline: side(growth.small.baseline, growth.large.baseline),
    goal: GOALS.searchGrowth,
  };
}
