import type { Database } from '../db/database.ts';
import { dynamic } from './dynamic.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'import';

/** Records who changed what, with the record before and after, in the same transaction as the change. */
export async function writeAudit(
  db: Database,
  entry: { userId: number; model: string; recordId: number | string; action: AuditAction; before?: unknown; after?: unknown },
): Promise<void> {
  await dynamic(db)
    .insertInto('audit_logs')
    .values({
      user_id: entry.userId,
      model: entry.model,
      record_id: String(entry.recordId),
      action: entry.action,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
