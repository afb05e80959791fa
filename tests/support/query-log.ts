import type { CompiledQuery, KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import type { Database } from '../../server/db/database.ts';

/** The statements run through a logged database, as the database received them. */
export interface QueryLog {
  /** `db` seen through the log: every statement run through it is recorded. */
  db: Database;
  queries: CompiledQuery[];
  clear(): void;
}

/** Wraps `db` so that a test can see (and EXPLAIN) the statements a call runs. */
export function withQueryLog(db: Database): QueryLog {
  const queries: CompiledQuery[] = [];
  // Sub-queries pass through transformQuery too, and queries built from one builder share
  // its id: a statement is logged when a result of its id comes back, first built first.
  const built: { queryId: QueryId; node: RootOperationNode }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      built.push({ queryId, node });
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const index = built.findIndex((entry) => entry.queryId === queryId);
      if (index >= 0) queries.push(db.getExecutor().compileQuery(built.splice(index, 1)[0]!.node, queryId));
      return result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    queries,
    clear: () => {
      queries.splice(0);
      built.splice(0);
    },
  };
}
