import type pg from 'pg';

/** Runs of one statement on one connection before it is prepared: psycopg's threshold. */
export const PREPARE_AFTER = 5;

/**
 * Statements one connection keeps prepared (psycopg's default too); texts that repeat after
 * these are taken go on being parsed and planned on every run. PostgreSQL keeps each prepared
 * statement, and its plan once it has one, in the connection's memory until it closes.
 */
export const MAX_PREPARED = 100;

/** Texts whose runs one connection counts at once (a list's text is a few KB); the one counted least recently goes first. */
const MAX_COUNTED = MAX_PREPARED;

/** A text that can only be one statement, a select: prepared without parameters too. */
const isLoneSelect = (text: string) => /^\s*select\b/i.test(text) && !text.includes(';');

/** PostgreSQL's feature_not_supported, which it answers with 'cached plan must not change result type'. */
const STALE_PLAN = '0A000';

/**
 * Makes `client` run a statement as a prepared one from its PREPARE_AFTER-th run on: later runs
 * skip parsing, and PostgreSQL plans them once for all values where that plan costs no more
 * than the ones it made for the values given (its plan_cache_mode auto). Every list and
 * sign-in check sends the same few texts with other values, and parsing and planning them
 * anew took as long as running them: a department's page of workers answered 870 req/s
 * unprepared and 1,030–1,110 prepared (npm run bench:api's load, 100,000 workers).
 * A statement without parameters is prepared only when its text is one select with no ';' in
 * it (a list's page of a super user, say, whose LIMIT and OFFSET are written in as numbers):
 * the extended protocol takes one statement per text, while a text without parameters may
 * hold several, and two statements cannot be written without a ';' between them.
 */
export function prepareRepeatedStatements(client: pg.ClientBase): void {
  const runs = new Map<string, number>();
  const prepared = new Map<string, string>();
  let named = 0;
  const nameOf = (text: string): string | undefined => {
    const known = prepared.get(text);
    // A statement forgotten for a stale plan stays prepared in PostgreSQL, so it counts too.
    if (known !== undefined || named >= MAX_PREPARED) return known;
    const count = (runs.get(text) ?? 0) + 1;
    runs.delete(text);
    if (count < PREPARE_AFTER) {
      runs.set(text, count);
      if (runs.size > MAX_COUNTED) runs.delete(runs.keys().next().value!);
      return undefined;
    }
    const name = `prepared_${++named}`;
    prepared.set(text, name);
    return name;
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    // Kysely's calls: a text and its values, answered by a promise (no callback, no cursor).
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || !(values.length > 0 || isLoneSelect(text))) return query(...args);
    const name = nameOf(text);
    if (name === undefined) return query(...args);
    const answer = query({ name, text, values }) as Promise<unknown>;
    // Another server's migration may change what a prepared `select *` returns; PostgreSQL then
    // fails that statement on every run. The run that fails is the caller's error; the next
    // one prepares the text afresh under a new name.
    answer.catch((error: unknown) => {
      if ((error as { code?: string }).code === STALE_PLAN && prepared.get(text) === name) prepared.delete(text);
    });
    return answer;
  }) as typeof client.query;
}
