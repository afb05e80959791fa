import http from 'node:http';
import type { PreparedBatch } from './peak-batches.ts';
import { type CpuSnapshot, cpuSpent } from './process-cpu.ts';

/** What one side's burst of a round gave. */
export interface BurstFigures {
  events: number;
  eventsPerSecond: number;
  /** Milliseconds of each batch, from its request's start to the last byte of its answer. */
  latencies: number[];
  /** Batches answered other than 2xx, or with an event not accepted. */
  failures: number;
  /** The first failure's status and answer, to tell why. */
  firstFailure?: string;
  /** CPU milliseconds the server and its database spent on the burst. */
  cpuMs: number;
  /** The part of cpuMs the server's own process spent (all of it on PGlite, which runs inside). */
  serverCpuMs: number;
}

interface Answer {
  status: number;
  body: string;
}

function post(agent: http.Agent, url: string, batch: PreparedBatch): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...batch.headers, 'content-length': Buffer.byteLength(batch.body) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(batch.body);
  });
}

/** Why a batch's answer is a failure, or undefined: both servers answer `data.accepted`, which must be every event sent. */
function failureOf(answer: Answer, batch: PreparedBatch): string | undefined {
  if (answer.status < 200 || answer.status >= 300) return `${answer.status}: ${answer.body.slice(0, 300)}`;
  let accepted: number | undefined;
  try {
    accepted = (JSON.parse(answer.body) as { data?: { accepted?: number } }).data?.accepted;
  } catch {
    accepted = undefined;
  }
  return accepted === batch.events ? undefined : `${accepted ?? 'no'} of ${batch.events} events accepted: ${answer.body.slice(0, 300)}`;
}

export interface BurstOptions {
  url: string;
  batches: readonly PreparedBatch[];
  senders: number;
  serverPid: number;
  /** The CPU so far of the server and of its database's processes. */
  cpu: () => Promise<CpuSnapshot>;
}

/**
 * `senders` clients pull the batches from one queue and POST each to `url` over kept-alive
 * connections, as many phones syncing at once would; the CPU of the server and its database
 * is read before the first and after the last.
 */
export async function burst({ url, batches, senders, serverPid, cpu }: BurstOptions): Promise<BurstFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: senders });
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const sender = async () => {
    for (let i = next++; i < batches.length; i = next++) {
      const started = performance.now();
      const answer = await post(agent, url, batches[i]!).catch((error: unknown) => ({ status: 0, body: String(error) }));
      latencies.push(performance.now() - started);
      const failure = failureOf(answer, batches[i]!);
      if (failure === undefined) continue;
      failures++;
      firstFailure ??= failure;
    }
  };
  const before = await cpu();
  const started = performance.now();
  await Promise.all(Array.from({ length: senders }, sender));
  const seconds = (performance.now() - started) / 1000;
  const after = await cpu();
  agent.destroy();
  const events = batches.reduce((sum, batch) => sum + batch.events, 0);
  const serverCpuMs = (after.get(serverPid) ?? 0) - (before.get(serverPid) ?? 0);
  return { events, eventsPerSecond: events / seconds, latencies, failures, firstFailure, cpuMs: cpuSpent(before, after), serverCpuMs };
}
