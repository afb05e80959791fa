import http from 'node:http';
import { type MixTarget, answerText, send } from './mix-driver.ts';
import type { Sequence } from './workload.ts';

/** What the background writer did during a round. */
export interface WriterFigures {
  writes: number;
  failures: number;
  firstFailure?: string;
  /** How many of the round's reads had been answered when each edit was sent. */
  marks: number[];
}

/** The writer's pace during the product's read rounds (issue #49): an edit saved every 50 ms. */
export const WRITE_EVERY_MS = 50;

/**
 * When the edits go: every WRITE_EVERY_MS (the product's round), or at the same points of the
 * reads as in another round (the baseline's, answering the same reads): both servers then do
 * the same edits among the same reads, and the CPU each spent per read counts as many edits,
 * however fast either answers.
 */
export type WriterPace = { every: number } | { marks: readonly number[] };

/** A writer running beside a round: `answered` tells it each read answered. */
export interface Writer {
  answered(count: number): void;
  stop(): Promise<WriterFigures>;
}

/**
 * Sends the sequence's requests from `from` to the target at the pace asked, whether or not
 * the last was answered, until stopped: edits saved while others read, so that totals a
 * server remembers go stale as in real use.
 */
export function startWriter(target: MixTarget, sequence: Sequence, from: number, pace: WriterPace): Writer {
  const agent = new http.Agent({ keepAlive: true });
  const figures: WriterFigures = { writes: 0, failures: 0, marks: [] };
  const pending = new Set<Promise<void>>();
  let index = from;
  let answered = 0;
  const write = async (request: ReturnType<Sequence>) => {
    const answer = await send(agent, target, request).catch((error: unknown) => ({ status: 0, body: Buffer.from(String(error)) }));
    if (answer.status >= 200 && answer.status < 300) return;
    figures.failures++;
    figures.firstFailure ??= `${request.method} ${request.path}: ${answer.status} ${answerText(answer).slice(0, 200)}`;
  };
  const edit = () => {
    figures.writes++;
    figures.marks.push(answered);
    const writing = write(sequence(index++, target.side));
    pending.add(writing);
    void writing.finally(() => pending.delete(writing));
  };
  const timer = 'every' in pace ? setInterval(edit, pace.every) : undefined;
  const marks = 'marks' in pace ? pace.marks : [];
  const due = () => figures.writes < marks.length && marks[figures.writes]! <= answered;
  while (due()) edit();
  return {
    answered(count) {
      answered = count;
      while (due()) edit();
    },
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      agent.destroy();
      return figures;
    },
  };
}
