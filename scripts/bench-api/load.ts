import autocannon from 'autocannon';

/** What one target's load gives: throughput, latency, and how many answers were not 2xx. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

export const LOAD = { seconds: 8, connections: 10, rounds: 2 } as const;

/** LOAD.connections clients asking for `url` for LOAD.seconds; non-2xx answers and errors count as failures. */
export async function hammer(url: string, headers: Record<string, string>): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: LOAD.connections, duration: LOAD.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over the rounds; failures add up. */
export function medianFigures(rounds: readonly LoadFigures[]): LoadFigures {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
  };
}

/** Milliseconds of one GET answered in full; throws on a non-2xx answer. */
export async function timedGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}
