import { LOAD } from './load.ts';
import { type MixTarget, type RoundFigures, runRound } from './mix-driver.ts';
import { sampleRss } from './processes.ts';
import type { Sequence } from './workload.ts';
import { WRITE_EVERY_MS, type WriterFigures, type WriterPace, startWriter } from './writer.ts';

/** One side's figures over its rounds: requests, time and CPU added up, percentiles over every request. */
export interface MixSide {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  firstFailure?: string;
  /** CPU milliseconds of the server and its database per request (the writer's edits included in the CPU, not in the requests). */
  cpuMsPerRequest: number;
  serverCpuMsPerRequest: number;
  /** Milliseconds PostgreSQL's statements took per request, where pg_stat_statements is on. */
  statementMsPerRequest?: number;
  writer?: Omit<WriterFigures, 'marks'>;
  /** The server's RSS peak over its rounds, in MB. */
  rssPeak?: number;
}

export interface MixFigures {
  product: MixSide;
  baseline: MixSide;
}

/** The mixed workload of one kind: its requests, and the writer's edits when it reads. */
export interface MixKind {
  sequence: Sequence;
  writer?: Sequence;
  /** Seconds of the product's rounds; the baseline's answer the same requests. */
  seconds?: number;
  /** Requests each side answers before the rounds, untimed: pools open, statements get prepared, code gets compiled. */
  warmUp?: number;
}

const WARM_UP = 40;

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

function summary(rounds: readonly RoundFigures[], writers: readonly WriterFigures[], rssPeak?: number): MixSide {
  const sum = (read: (round: RoundFigures) => number) => rounds.reduce((total, round) => total + read(round), 0);
  const requests = sum((round) => round.requests);
  const latencies = rounds.flatMap((round) => round.latencies);
  const statements = rounds.every((round) => round.statementMs !== undefined) ? sum((round) => round.statementMs!) : undefined;
  return {
    requests,
    requestsPerSecond: requests / sum((round) => round.seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures: sum((round) => round.failures),
    firstFailure: rounds.find((round) => round.firstFailure)?.firstFailure,
    cpuMsPerRequest: sum((round) => round.cpuMs) / requests,
    serverCpuMsPerRequest: sum((round) => round.serverCpuMs) / requests,
    statementMsPerRequest: statements === undefined ? undefined : statements / requests,
    writer:
      writers.length === 0
        ? undefined
        : {
            writes: writers.reduce((total, writer) => total + writer.writes, 0),
            failures: writers.reduce((total, writer) => total + writer.failures, 0),
            firstFailure: writers.find((writer) => writer.firstFailure)?.firstFailure,
          },
    rssPeak,
  };
}

/** Where each sequence's next round starts: no round asks what an earlier one did, as a search repeated could be answered from memory. */
export class Cursor {
  #next = 0;
  /** The next index not asked yet. */
  get at(): number {
    return this.#next;
  }
  /** The next index, and `count` taken from there on. */
  take(count: number): number {
    const from = this.#next;
    this.#next += count;
    return from;
  }
}

/** A round with the writer's edits going to the same server meanwhile, when the kind has one. */
async function withWriter(target: MixTarget, kind: MixKind, writer: { from: number; pace: WriterPace }, round: (onAnswer?: (answered: number) => void) => Promise<RoundFigures>) {
  const writing = kind.writer ? startWriter(target, kind.writer, writer.from, writer.pace) : undefined;
  const figures = await round(writing && ((answered) => writing.answered(answered))).catch(async (error: unknown) => {
    await writing?.stop();
    throw error;
  });
  return { round: figures, writer: await writing?.stop() };
}

/** How much longer than the product's round the baseline's may take: a slow baseline still ends within minutes, its figures covering the first of the same requests. */
const BASELINE_TIME_FACTOR = 4;

/** One round on each side from the same indices: the product's for `seconds`, then the baseline's for as many requests. */
async function roundPair(product: MixTarget, baseline: MixTarget, kind: MixKind, from: { request: number; write: number }) {
  const connections = LOAD.connections;
  const seconds = kind.seconds ?? LOAD.seconds;
  const rss = sampleRss(product.pid);
  const ours = await withWriter(product, kind, { from: from.write, pace: { every: WRITE_EVERY_MS } }, (onAnswer) =>
    runRound(product, kind.sequence, { from: from.request, count: Infinity, seconds, connections, onAnswer }),
  );
  const rssPeak = rss.stop();
  const count = ours.round.requests;
  const theirs = await withWriter(baseline, kind, { from: from.write, pace: { marks: ours.writer?.marks ?? [] } }, (onAnswer) =>
    runRound(baseline, kind.sequence, { from: from.request, count, seconds: seconds * BASELINE_TIME_FACTOR, connections, onAnswer }),
  );
  return { ours, theirs, rssPeak };
}

/**
 * A kind's mixed workload on both servers in turn, LOAD.rounds rounds each: the product's
 * round sends requests for `seconds` from LOAD.connections clients, then the baseline's sends
 * the same requests (the same count, from the same index), and the writer the same edits at
 * the same points of the reads.
 */
export async function measureMix(product: MixTarget, baseline: MixTarget, kind: MixKind, cursors: { requests: Cursor; writes: Cursor }): Promise<MixFigures> {
  const warmUps = kind.warmUp ?? WARM_UP;
  const warmUp = cursors.requests.take(warmUps);
  for (const target of [product, baseline]) await runRound(target, kind.sequence, { from: warmUp, count: warmUps, seconds: 60, connections: LOAD.connections });
  const rounds = { product: [] as RoundFigures[], baseline: [] as RoundFigures[] };
  const writers = { product: [] as WriterFigures[], baseline: [] as WriterFigures[] };
  let rssPeak: number | undefined;
  for (let n = 0; n < LOAD.rounds; n++) {
    const { ours, theirs, rssPeak: peak } = await roundPair(product, baseline, kind, { request: cursors.requests.at, write: cursors.writes.at });
    if (peak !== undefined) rssPeak = Math.max(rssPeak ?? 0, peak);
    cursors.requests.take(ours.round.requests);
    cursors.writes.take(Math.max(ours.writer?.writes ?? 0, theirs.writer?.writes ?? 0));
    rounds.product.push(ours.round);
    rounds.baseline.push(theirs.round);
    if (ours.writer) writers.product.push(ours.writer);
    if (theirs.writer) writers.baseline.push(theirs.writer);
  }
  return { product: summary(rounds.product, writers.product, rssPeak), baseline: summary(rounds.baseline, writers.baseline) };
}
