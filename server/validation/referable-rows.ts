import { applyScope } from '../crud/access.ts';
import { type DynamicQuery, dynamic } from '../crud/dynamic.ts';
import type { Database } from '../db/database.ts';
import type { RequestAuth } from '../http/types.ts';
import { models } from '../models/index.ts';
import type { ModelDeclaration } from '../models/types.ts';

/** Each table's own model, not a screen that shows a filtered part of it (user-approval of users). */
const ownModels = new Map<string, ModelDeclaration>();
for (const model of models) if (!model.where && !ownModels.has(model.table)) ownModels.set(model.table, model);

/**
 * The rows of `table` a record may refer to: for a signed-in user only those their scope
 * reaches, the same rows their lists show; without a user (a public form) every row.
 */
export function referableRows(db: Database, table: string, auth: RequestAuth | null | undefined): DynamicQuery {
  const query = dynamic(db).selectFrom(table);
  const model = ownModels.get(table);
  return auth && model ? applyScope(query, model, auth) : query;
}
