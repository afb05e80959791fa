import http from 'node:http';
import type { Row } from '../bench-baseline-employee-row.ts';
import { type Ignored, firstDifference } from './answer-diff.ts';
import { type MixTarget, answerText, send } from './mix-driver.ts';
import { type MixRequest, type Side, edited, newWorker } from './workload.ts';
import type { WorkloadInputs } from './workload-inputs.ts';

/** How many answers of a kind were compared, how many differed, and where the first two that differ did. */
export interface CheckResult {
  compared: number;
  differing?: number;
  mismatch?: string;
  /** Keys of the product's answers that the comparison leaves out (it compares `parts`). */
  productOnly?: string[];
}

interface Parsed {
  status: number;
  body: unknown;
}

async function ask(agent: http.Agent, target: MixTarget, request: MixRequest): Promise<Parsed> {
  const answer = await send(agent, target, request);
  const text = answerText(answer);
  try {
    return { status: answer.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: answer.status, body: text };
  }
}

/** The parts of an answer the check compares: a list's rows, total, pages, statistics and whether its count stopped at the bound; a record; a save's message and record. */
const PARTS = ['data', 'total', 'totalPage', 'rekap', 'total_capped', 'message'];
const parts = (body: unknown) => (body && typeof body === 'object' ? Object.fromEntries(PARTS.filter((key) => key in body).map((key) => [key, (body as Row)[key]])) : body);
const unchecked = (body: unknown) => (body && typeof body === 'object' ? Object.keys(body).filter((key) => !PARTS.includes(key)) : []);

/** Where two answers to one request differ: the status, else the first differing field of their compared parts. */
function differs(request: MixRequest, product: Parsed, baseline: Parsed, ignored?: Ignored): string | undefined {
  const where = `${request.method} ${decodeURIComponent(request.path)}`;
  if (product.status !== baseline.status) return `${where}: status ${product.status} ≠ ${baseline.status}`;
  const difference = firstDifference(parts(product.body), parts(baseline.body), ignored);
  return difference && `${where}: ${difference}`;
}

/** Each request to the product, then to the baseline, one at a time with no write between: the answers must be equal. */
export async function checkReads(product: MixTarget, baseline: MixTarget, requests: readonly MixRequest[]): Promise<CheckResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const productOnly = new Set<string>();
  let differing = 0;
  let mismatch: string | undefined;
  try {
    for (const request of requests) {
      const ours = await ask(agent, product, request);
      for (const key of unchecked(ours.body)) productOnly.add(key);
      const difference = differs(request, ours, await ask(agent, baseline, request));
      if (difference) differing++;
      mismatch ??= difference;
    }
    return { compared: requests.length, differing, mismatch, productOnly: [...productOnly] };
  } finally {
    agent.destroy();
  }
}

/** A worker the write check created on each side, whose rows written are compared once the servers stop. */
export interface WrittenPair {
  product: number;
  baseline: number;
}

/** What a side made for itself in a save's answer: the record's key, its unique NIK and RFID, its stamps, its sub-records' keys. */
const ownValues: Ignored = (path) => /^data\.(id|nik|rfid|created_at|updated_at)$|^data\.(emergency_contacts|disease_histories)\[\d+\]\.id$/.test(path);

const create = (inputs: WorkloadInputs, index: number, side: Side): MixRequest => ({
  method: 'POST',
  path: '/api/employee/create',
  body: JSON.stringify(newWorker(inputs, index, side)),
});
const update = (inputs: WorkloadInputs, record: Row, index: number): MixRequest => ({
  method: 'PUT',
  path: '/api/employee/update',
  body: JSON.stringify(edited(inputs, record, index)),
});

/**
 * For each index a new worker created on both sides (each with its own NIK and RFID), then
 * edited on both as the edit form would: the answers must be equal but for each side's own
 * values. Answers the workers created, to compare the rows written.
 */
export async function checkWrites(product: MixTarget, baseline: MixTarget, inputs: WorkloadInputs, indices: readonly number[]): Promise<{ result: CheckResult; pairs: WrittenPair[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const pairs: WrittenPair[] = [];
  let compared = 0;
  const both = async (requests: Record<Side, MixRequest>) => {
    const answers = { product: await ask(agent, product, requests.product), baseline: await ask(agent, baseline, requests.baseline) };
    compared++;
    return { answers, mismatch: differs(requests.product, answers.product, answers.baseline, ownValues) };
  };
  const recordOf = (answer: Parsed) => (answer.body as { data?: Row }).data;
  try {
    for (const index of indices) {
      const created = await both({ product: create(inputs, index, 'product'), baseline: create(inputs, index, 'baseline') });
      if (created.mismatch) return { result: { compared, mismatch: created.mismatch }, pairs };
      const records = { product: recordOf(created.answers.product), baseline: recordOf(created.answers.baseline) };
      if (!records.product || !records.baseline) return { result: { compared, mismatch: `POST /api/employee/create answered no record` }, pairs };
      pairs.push({ product: Number(records.product.id), baseline: Number(records.baseline.id) });
      const updated = await both({ product: update(inputs, records.product, index), baseline: update(inputs, records.baseline, index) });
      if (updated.mismatch) return { result: { compared, mismatch: updated.mismatch }, pairs };
    }
    return { result: { compared }, pairs };
  } finally {
    agent.destroy();
  }
}
