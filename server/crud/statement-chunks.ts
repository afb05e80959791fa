/** The bind parameters one PostgreSQL statement may carry (the protocol counts them in 16 bits). */
const MAX_PARAMETERS = 65_535;

/** Rows one statement writes at most, however narrow: bounds the statement's text and the time it holds PGlite. */
const MAX_ROWS = 1_000;

/** `rows` in runs that each fit one multi-row statement of `width` parameters a row. */
export function* statementChunks<T>(rows: readonly T[], width: number): Generator<T[]> {
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, width))));
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
