import pg from 'pg';
import { type HealthFigures, probeHealth } from './health-probe.ts';
import { LOAD, median } from './load.ts';
import { type PreparedBatch, buildRound } from './peak-batches.ts';
import { type BurstFigures, burst } from './peak-driver.ts';
import { signInPhones } from './peak-phones.ts';
import { PEAK, type PeakForeman } from './peak-setup.ts';
import { type CpuSnapshot, cpuSnapshot, pidsNamed } from './process-cpu.ts';
import type { ServerProcess } from './processes.ts';

/** One side's figures over the rounds: the median of each round's, failures added up. */
export interface PeakSide {
  eventsPerSecond: number;
  /** Milliseconds of a batch. */
  p50: number;
  p99: number;
  /** CPU milliseconds of the server and its database per event. */
  cpuMsPerEvent: number;
  /** The server process's part of cpuMsPerEvent. */
  serverCpuMsPerEvent: number;
  failures: number;
  batches: number;
  firstFailure?: string;
}

export interface PeakFigures {
  product: PeakSide;
  baseline: PeakSide;
  /** /api/health during the product's bursts, on the embedded database only (where a long statement holds up every other). */
  health?: HealthFigures;
  /** The Jakarta days the check-ins fell on, for the recap check. */
  days: string[];
}

/** Batches each side gets before the rounds, untimed: pools open, statements get prepared, code gets compiled. */
const WARM_UP_BATCHES = PEAK.senders * 2;

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
};

function summary(rounds: readonly BurstFigures[]): PeakSide {
  return {
    eventsPerSecond: median(rounds.map((round) => round.eventsPerSecond)),
    p50: median(rounds.map((round) => percentile(round.latencies, 0.5))),
    p99: median(rounds.map((round) => percentile(round.latencies, 0.99))),
    cpuMsPerEvent: median(rounds.map((round) => round.cpuMs / round.events)),
    serverCpuMsPerEvent: median(rounds.map((round) => round.serverCpuMs / round.events)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
    batches: rounds.reduce((sum, round) => sum + round.latencies.length, 0),
    firstFailure: rounds.find((round) => round.firstFailure)?.firstFailure,
  };
}

/**
 * The PostgreSQL processes whose CPU the burst costs: all of them (the postmaster, the WAL
 * writer, the checkpointer, the bench database's backends) but the backends of other
 * databases, which on a shared server belong to someone else's work.
 */
export async function postgresPids(monitor: pg.Client): Promise<number[]> {
  const { rows } = await monitor.query<{ pid: number }>('select pid from pg_stat_activity where datname <> current_database()');
  const elsewhere = new Set(rows.map((row) => row.pid));
  return pidsNamed('postgres').filter((pid) => !elsewhere.has(pid));
}

/** How a server's CPU is read: its own process, plus PostgreSQL's when it has one (PGlite runs inside the server). */
const cpuOf = (server: ServerProcess, monitor: pg.Client | undefined) => async (): Promise<CpuSnapshot> =>
  cpuSnapshot([server.pid, ...(monitor ? await postgresPids(monitor) : [])]);

interface Side {
  server: ServerProcess;
  url: string;
  cpu: () => Promise<CpuSnapshot>;
}

const send = (side: Side, batches: readonly PreparedBatch[]) => burst({ url: side.url, batches, senders: PEAK.senders, serverPid: side.server.pid, cpu: side.cpu });

/** The product's burst, with /api/health probed throughout when asked. */
async function productBurst(side: Side, batches: readonly PreparedBatch[], probe: boolean): Promise<{ figures: BurstFigures; health?: HealthFigures }> {
  const health = probe ? probeHealth(`${side.server.url}/api/health`) : undefined;
  const figures = await send(side, batches);
  return { figures, health: await health?.stop() };
}

/** The rounds' health readings as one: the median p50, the worst max, the failures and probes added up. */
const healthOverRounds = (readings: readonly HealthFigures[]): HealthFigures | undefined =>
  readings.length === 0
    ? undefined
    : {
        p50: median(readings.map((reading) => reading.p50)),
        max: Math.max(...readings.map((reading) => reading.max)),
        failures: readings.reduce((sum, reading) => sum + reading.failures, 0),
        probes: readings.reduce((sum, reading) => sum + reading.probes, 0),
      };

/**
 * The morning peak (issue #48): PEAK.phones foremen sign in and register their phones through
 * the product, then each round every phone's check-ins go to the product and, the same
 * check-ins with their own event ids, to the baseline's POST /events; the two take turns for
 * LOAD.rounds rounds. `databaseUrl` is the PostgreSQL both write to, whose processes' CPU
 * counts; without one both run embedded PGlite and /api/health is probed during the product's turns.
 */
export async function measureMorningPeak(options: { product: ServerProcess; baseline: ServerProcess; foremen: readonly PeakForeman[]; databaseUrl?: string }): Promise<PeakFigures> {
  const phones = await signInPhones(options.product.url, options.foremen);
  const monitor = options.databaseUrl ? new pg.Client({ connectionString: options.databaseUrl }) : undefined;
  await monitor?.connect();
  try {
    const product: Side = { server: options.product, url: `${options.product.url}/api/app/v1/presences`, cpu: cpuOf(options.product, monitor) };
    const baseline: Side = { server: options.baseline, url: `${options.baseline.url}/events`, cpu: cpuOf(options.baseline, monitor) };
    const warmUp = buildRound(phones);
    await send(product, warmUp.forProduct().slice(0, WARM_UP_BATCHES));
    await send(baseline, warmUp.forBaseline().slice(0, WARM_UP_BATCHES));
    const days = new Set([warmUp.day]);
    const productRounds: BurstFigures[] = [];
    const baselineRounds: BurstFigures[] = [];
    const health: HealthFigures[] = [];
    for (let round = 0; round < LOAD.rounds; round++) {
      const checkIns = buildRound(phones);
      days.add(checkIns.day);
      const measured = await productBurst(product, checkIns.forProduct(), !monitor);
      productRounds.push(measured.figures);
      if (measured.health) health.push(measured.health);
      baselineRounds.push(await send(baseline, checkIns.forBaseline()));
    }
    return { product: summary(productRounds), baseline: summary(baselineRounds), health: healthOverRounds(health), days: [...days] };
  } finally {
    await monitor?.end();
  }
}
