import type pg from 'pg';

/** Reads PostgreSQL's own time in the run's statements, or says why it cannot. */
export interface StatementTime {
  read?: () => Promise<number>;
  /** What the report says of it. */
  note: string;
}

/**
 * pg_stat_statements in the run's database, where the server preloads it: the milliseconds of
 * planning and running this database's statements so far. Creating the extension works
 * without the preload; reading it then fails, and /proc's CPU is all there is.
 */
export async function statementTime(monitor: pg.Client): Promise<StatementTime> {
  try {
    await monitor.query('create extension if not exists pg_stat_statements');
    await monitor.query('select 1 from pg_stat_statements limit 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { note: `pg_stat_statements is not available (${reason}): CPU from /proc only` };
  }
  return {
    note: "pg_stat_statements is on: each CPU figure also gives PostgreSQL's planning and execution time per request",
    read: async () => {
      const { rows } = await monitor.query<{ ms: number }>(
        `select coalesce(sum(total_plan_time + total_exec_time), 0)::float8 as ms from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())`,
      );
      return rows[0]!.ms;
    },
  };
}
