import { setTimeout as sleep } from 'node:timers/promises';
import { LOAD, type LoadFigures, hammer, median, medianFigures, timedGet } from './load.ts';
import { type LongAnswer, longRequest, multipart } from './long-request.ts';
import { type ServerProcess, sampleRss } from './processes.ts';

/** The signed-in product's address, pid and Authorization header. */
export interface Product {
  server: ServerProcess;
  headers: Record<string, string>;
}

const WARM_UP_REQUESTS = 5;

async function warmUp(url: string, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) await timedGet(url, headers);
}

export interface SingleFigures {
  load: LoadFigures;
  /** Median milliseconds of one request at a time. */
  alone: number;
}

/** A product-only target: under the load, then one request at a time. */
export async function measureAlone(product: Product, path: string): Promise<SingleFigures> {
  const url = `${product.server.url}${path}`;
  await warmUp(url, product.headers);
  const rounds: LoadFigures[] = [];
  for (let round = 0; round < LOAD.rounds; round++) rounds.push(await hammer(url, product.headers));
  const times: number[] = [];
  for (let i = 0; i < 10; i++) times.push(await timedGet(url, product.headers));
  return { load: medianFigures(rounds), alone: median(times) };
}

/** A one-off operation may take minutes before the server speeds up: it is given up after this. */
const LONG_TIMEOUT_MS = 600_000;
/** A one-off operation slower than this is not repeated, so a slow server's run still ends within minutes. */
const REPEAT_BELOW_SECONDS = 60;

/** Up to LOAD.rounds runs of `measure`, fewer when one takes longer than REPEAT_BELOW_SECONDS. */
async function repeatWhileQuick<T extends { seconds: number }>(measure: () => Promise<T>): Promise<T[]> {
  const rounds: T[] = [];
  do rounds.push(await measure());
  while (rounds.length < LOAD.rounds && rounds.at(-1)!.seconds < REPEAT_BELOW_SECONDS);
  return rounds;
}

export interface ExportFigures {
  seconds: number;
  megabytes: number;
  rssPeak?: number;
  healthP50: number;
  healthMax: number;
  rounds: number;
}

/** One export downloaded in full while /api/health is asked every 100 ms and the server's RSS sampled. */
async function exportOnce(product: Product, path: string): Promise<Omit<ExportFigures, 'rounds'>> {
  const rss = sampleRss(product.server.pid);
  const health: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      health.push(await timedGet(`${product.server.url}/api/health`));
      await sleep(100);
    }
  })();
  let answer: LongAnswer;
  let rssPeak: number | undefined;
  try {
    answer = await longRequest(`${product.server.url}${path}`, { headers: product.headers, timeoutMs: LONG_TIMEOUT_MS });
  } finally {
    rssPeak = rss.stop();
    done = true;
    // The probe's first request started before the export's, so there is at least one answer.
    await probe;
  }
  if (answer.status !== 200) throw new Error(`export answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  return { seconds: answer.seconds, megabytes: answer.body.length / 1_048_576, rssPeak, healthP50: median(health), healthMax: Math.max(...health) };
}

/** The median duration over the rounds, and the worst RSS and health figures. */
export async function measureExport(product: Product, path: string): Promise<ExportFigures> {
  const rounds = await repeatWhileQuick(() => exportOnce(product, path));
  const peaks = rounds.map((round) => round.rssPeak).filter((peak) => peak !== undefined);
  return {
    seconds: median(rounds.map((round) => round.seconds)),
    megabytes: rounds[0]!.megabytes,
    rssPeak: peaks.length > 0 ? Math.max(...peaks) : undefined,
    healthP50: median(rounds.map((round) => round.healthP50)),
    healthMax: Math.max(...rounds.map((round) => round.healthMax)),
    rounds: rounds.length,
  };
}

export interface ImportFigures {
  seconds: number;
  rows: number;
  invalid: number;
  rounds: number;
}

async function importOnce(product: Product, path: string, file: Buffer, filename: string): Promise<Omit<ImportFigures, 'rounds'>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), filename);
  const { body, contentType } = await multipart(form);
  const answer = await longRequest(`${product.server.url}${path}`, {
    method: 'POST',
    headers: { ...product.headers, 'content-type': contentType },
    body,
    timeoutMs: LONG_TIMEOUT_MS,
  });
  const report = (JSON.parse(answer.body.toString()) as { data?: { total: number; invalid: number } }).data;
  if (answer.status !== 200 || !report) throw new Error(`import dry run answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  return { seconds: answer.seconds, rows: report.total, invalid: report.invalid };
}

/** Dry runs of one file: the median duration and the server's own count of rows. */
export async function measureImport(product: Product, path: string, file: Buffer, filename: string): Promise<ImportFigures> {
  const rounds = await repeatWhileQuick(() => importOnce(product, path, file, filename));
  return { ...rounds.at(-1)!, seconds: median(rounds.map((round) => round.seconds)), rounds: rounds.length };
}
