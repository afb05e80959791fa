import { AuditChangesAnswer, AuditChangesParams } from '../../common/wire/audit.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import type { Database } from '../db/database.ts';
import type { TypedApp } from '../http/types.ts';
import { showRecord } from '../crud/records.ts';
import { findModel } from '../models/index.ts';
import { auditChanges } from './changes.ts';

/**
 * GET /api/audit-log/{id}/changes: what one audit entry changed, field by field, labelled in
 * the caller's language. Read as the entry's show is: view-audit-log, 404 outside the scope.
 */
export async function auditRoutes(app: TypedApp, options: { db: Database }) {
  const { db } = options;
  const auditLog = findModel('audit-log')!;
  app.get(
    '/audit-log/:id/changes',
    { schema: { params: AuditChangesParams, response: { 200: AuditChangesAnswer, ...errorAnswers } } },
    async (request) => {
      const entry = await showRecord({ db, auth: request.auth, locale: request.locale }, auditLog, request.params.id);
      const row = { model: String(entry.model), action: String(entry.action), before: entry.before, after: entry.after };
      return { data: await auditChanges(db, request.locale, row) };
    },
  );
}
