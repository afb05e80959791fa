import type { Database } from '../db/database.ts';
import { findModel } from '../models/index.ts';
import { dynamic } from './dynamic.ts';
import { statementChunks } from './statement-chunks.ts';
import { withoutSecrets } from './secrets.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'import';

export interface AuditEntry {
  userId: number;
  model: string;
  recordId: number | string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

const AUDIT_COLUMNS = 6;

/**
 * Records who changed what, with the record before and after, in the same transaction as the
 * change, many entries a statement. Credentials (a password's hash, tokens, codes) are left
 * out: whoever reads the log must not be able to take them away.
 */
export async function writeAudits(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries.map((entry) => {
    const model = findModel(entry.model);
    return {
      user_id: entry.userId,
      model: entry.model,
      record_id: String(entry.recordId),
      action: entry.action,
      before: entry.before === undefined ? null : JSON.stringify(withoutSecrets(model, entry.before)),
      after: entry.after === undefined ? null : JSON.stringify(withoutSecrets(model, entry.after)),
    };
  });
  for (const chunk of statementChunks(rows, AUDIT_COLUMNS)) await dynamic(db).insertInto('audit_logs').values(chunk).execute();
}

/** `writeAudits` of one entry. */
export const writeAudit = (db: Database, entry: AuditEntry): Promise<void> => writeAudits(db, [entry]);
