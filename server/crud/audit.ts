import type { Database } from '../db/database.ts';
import { findModel } from '../models/index.ts';
import { dynamic } from './dynamic.ts';
import { withoutSecrets } from './secrets.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'import';

/**
 * Records who changed what, with the record before and after, in the same transaction as the
 * change. Credentials (a password's hash, tokens, codes) are left out: whoever reads the log
 * must not be able to take them away.
 */
export async function writeAudit(
  db: Database,
  entry: { userId: number; model: string; recordId: number | string; action: AuditAction; before?: unknown; after?: unknown },
): Promise<void> {
  const model = findModel(entry.model);
  await dynamic(db)
    .insertInto('audit_logs')
    .values({
      user_id: entry.userId,
      model: entry.model,
      record_id: String(entry.recordId),
      action: entry.action,
      before: entry.before === undefined ? null : JSON.stringify(withoutSecrets(model, entry.before)),
      after: entry.after === undefined ? null : JSON.stringify(withoutSecrets(model, entry.after)),
    })
    .execute();
}
