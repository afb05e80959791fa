import http from 'node:http';
import zlib from 'node:zlib';
import { type CpuSnapshot, cpuSpent } from './process-cpu.ts';
import type { MixRequest, Sequence, Side } from './workload.ts';

/** Every request of the mixed workload asks for a compressed answer, as a browser does. */
const ACCEPT_ENCODING = 'br, gzip';

/** A server under the mixed workload: where it listens, how its requests are signed, and the CPU it and its database spent so far. */
export interface MixTarget {
  side: Side;
  url: string;
  headers: Record<string, string>;
  pid: number;
  cpu: () => Promise<CpuSnapshot>;
  /** Milliseconds PostgreSQL spent in this database's statements so far, where pg_stat_statements is on. */
  statementMs?: () => Promise<number>;
}

/** What one side's round gave. */
export interface RoundFigures {
  requests: number;
  seconds: number;
  latencies: number[];
  /** Answers other than 2xx. */
  failures: number;
  firstFailure?: string;
  /** CPU milliseconds of the server and its database over the round. */
  cpuMs: number;
  /** The server process's part of cpuMs. */
  serverCpuMs: number;
  statementMs?: number;
}

interface Answer {
  status: number;
  body: Buffer;
  encoding?: string;
}

/** The answer's text, decompressed: a failure says why. */
export function answerText(answer: Answer): string {
  if (answer.encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  return answer.encoding === 'gzip' ? zlib.gunzipSync(answer.body).toString() : answer.body.toString();
}

/** One request over a kept-alive connection; the answer's bytes as they came (compressed). */
export function send(agent: http.Agent, target: MixTarget, request: MixRequest): Promise<Answer> {
  const headers: Record<string, string | number> = { ...target.headers, 'accept-encoding': ACCEPT_ENCODING };
  if (request.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) });
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${target.url}${request.path}`, { method: request.method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export interface RoundOptions {
  /** The sequence's first index this round asks. */
  from: number;
  /** Stop after this many requests… */
  count: number;
  /** …or once this many seconds have passed, whichever comes first. */
  seconds: number;
  connections: number;
  /** Told the count of answers so far after each one. */
  onAnswer?: (answered: number) => void;
}

/**
 * `connections` clients take the sequence's requests in order from `from` and send them to
 * the target, until `count` were sent or `seconds` passed; the CPU of the server and its
 * database is read before the first and after the last answer.
 */
export async function runRound(target: MixTarget, sequence: Sequence, options: RoundOptions): Promise<RoundFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const client = async () => {
    for (let i = next++; i < options.count && performance.now() < deadline; i = next++) {
      const request = sequence(options.from + i, target.side);
      const started = performance.now();
      const answer = await send(agent, target, request).catch((error: unknown) => ({ status: 0, body: Buffer.from(String(error)) }));
      latencies.push(performance.now() - started);
      options.onAnswer?.(latencies.length);
      if (answer.status >= 200 && answer.status < 300) continue;
      failures++;
      firstFailure ??= `${request.method} ${request.path}: ${answer.status} ${answerText(answer).slice(0, 200)}`;
    }
  };
  const statementsBefore = await target.statementMs?.();
  const before = await target.cpu();
  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, client));
  const seconds = (performance.now() - started) / 1000;
  const after = await target.cpu();
  const statementsAfter = await target.statementMs?.();
  agent.destroy();
  return {
    requests: latencies.length,
    seconds,
    latencies,
    failures,
    firstFailure,
    cpuMs: cpuSpent(before, after),
    serverCpuMs: (after.get(target.pid) ?? 0) - (before.get(target.pid) ?? 0),
    statementMs: statementsBefore === undefined || statementsAfter === undefined ? undefined : statementsAfter - statementsBefore,
  };
}
