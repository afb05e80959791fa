// What the server answered the simulated phones, counted as a user reads it.
import type { EventResult, GateCheckAnswer } from '../../common/wire/field-app.ts';

export interface EventTally {
  /** Events the server wrote as presences. */
  accepted: number;
  /** Events sent again that the server knew already. */
  duplicates: number;
  refused: number;
  /** Refusals by their reason (outside_radius, not_on_project, …). */
  refusedByReason: Record<string, number>;
  /** The server's message for the first refusal of each reason, in the run's language. */
  refusalMessages: Record<string, string>;
  /** Accepted events marked for a look: outside the radius or from a mocked location. */
  flagged: number;
  /** Accepted events the phone held longer than the late limit. */
  late: number;
}

export interface GateTally {
  checks: number;
  fit: number;
  unfit: number;
  /** Why workers were found unfit, by reason code. */
  reasons: Record<string, number>;
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export class Tally {
  readonly events: EventTally = { accepted: 0, duplicates: 0, refused: 0, refusedByReason: {}, refusalMessages: {}, flagged: 0, late: 0 };
  readonly gate: GateTally = { checks: 0, fit: 0, unfit: 0, reasons: {} };
  readonly #answered = new Set<string>();

  /**
   * Counts a batch's results. A duplicate of an event never answered before was written by a
   * call whose answer was lost (a retry after a network failure): it counts as accepted, as
   * the server's recaps count it.
   */
  addResults(results: readonly EventResult[]): void {
    for (const result of results) {
      const firstWord = !this.#answered.has(result.client_event_id);
      this.#answered.add(result.client_event_id);
      if (result.status === 'refused') this.#refused(result);
      else if (result.status === 'accepted' || (firstWord && result.presence_id !== undefined)) this.#accepted(result);
      else this.events.duplicates++;
    }
  }

  #accepted(result: EventResult): void {
    this.events.accepted++;
    if (result.flagged) this.events.flagged++;
    if (result.late) this.events.late++;
  }

  #refused(result: EventResult): void {
    const reason = result.reason ?? 'unknown';
    this.events.refused++;
    bump(this.events.refusedByReason, reason);
    this.events.refusalMessages[reason] ??= result.message ?? '';
  }

  addGateCheck(answer: GateCheckAnswer['data']): void {
    this.gate.checks++;
    this.gate[answer.verdict]++;
    for (const reason of answer.reasons) bump(this.gate.reasons, reason.code);
  }
}
