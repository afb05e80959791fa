import type { Static } from 'typebox';
import { ApprovalBody } from '../../common/wire/accounts.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import { MessageAnswer } from '../../common/wire/values.ts';
import type { TypedApp } from '../http/types.ts';
import { sql } from 'kysely';
import { revokeUserSessions } from '../auth/sessions.ts';
import { holds } from '../crud/access.ts';
import { writeAudit } from '../crud/audit.ts';
import type { Database } from '../db/database.ts';
import { forbidden, notFound, unauthenticated } from '../errors.ts';
import type { RequestAuth } from '../http/types.ts';
import { translate } from '../i18n/messages.ts';
import { renderMail } from '../mail/mails.ts';
import { validateFields } from '../validation/validate.ts';
import { type AccountsDeps, departmentCard, mailLocale, positiveId, text, throwIfInvalid } from './context.ts';

const reasonLabel = { id: 'Alasan', en: 'Reason' } as const;

/**
 * Who may decide: the super user, or a Department Admin (a role marked
 * is_department_admin) holding update-user-approval, for their own department.
 * Answers the department the approver is limited to, or null for all.
 */
async function approverScope(db: Database, auth: RequestAuth | null): Promise<number | null> {
  if (!auth) throw unauthenticated();
  if (auth.isSuperUser) return null;
  if (!holds(auth, 'update-user-approval') || auth.profile.role_id === null || auth.profile.department_id === null) throw forbidden();
  const role = await db.selectFrom('roles').select('is_department_admin').where('id', '=', auth.profile.role_id).executeTakeFirst();
  if (!role?.is_department_admin) throw forbidden();
  return auth.profile.department_id;
}

type Decision = 'approved' | 'rejected';

/** POST /user-approval/approve and /user-approval/reject: the Department Admin's decision on a verified registration. */
export function approvalRoutes(app: TypedApp, { config, db, mailer }: AccountsDeps): void {
  const decide = (decision: Decision) => async (request: { auth: RequestAuth | null; locale: 'id' | 'en'; body: Static<typeof ApprovalBody> }) => {
    const departmentId = await approverScope(db, request.auth);
    const approver = request.auth!.profile;
    const id = positiveId(request.body.id);
    const reason = text(request.body.reason);
    throwIfInvalid(
      await validateFields(
        [
          { name: 'id', label: 'ID', rules: 'required|integer' },
          ...(decision === 'rejected' ? [{ name: 'reason', label: reasonLabel[request.locale], rules: 'required|max:500' }] : []),
        ],
        { id, reason },
        { db, locale: request.locale },
      ),
    );
    const user = await db.transaction().execute(async (trx) => {
      let query = trx
        .updateTable('users')
        .set({
          approval_status: decision,
          rejection_reason: decision === 'rejected' ? reason : null,
          verified_by: approver.id,
          verified_at: sql`now()`,
          updated_by: approver.id,
          updated_at: sql`now()`,
        })
        .where('id', '=', id!)
        .where('approval_status', '=', 'pending')
        .where('email_verified_at', 'is not', null)
        .where('active', '=', 1)
        .where('is_superuser', '=', false);
      // Another department's registration is answered as if it did not exist.
      if (departmentId !== null) query = query.where('department_id', '=', departmentId);
      const updated = await query.returning(['id', 'fullname', 'email', 'locale', 'department_id']).executeTakeFirst();
      if (!updated) return undefined;
      // The decision changes what the account may do: no session from before it lives on.
      await revokeUserSessions(trx, [updated.id]);
      await writeAudit(trx, {
        userId: approver.id,
        model: 'user-approval',
        recordId: updated.id,
        action: 'update',
        before: { approval_status: 'pending' },
        after: { approval_status: decision, ...(decision === 'rejected' ? { reason } : {}) },
      });
      return updated;
    });
    if (!user) throw notFound();

    const department = await departmentCard(db, user.department_id);
    const common = { appName: config.appName, fullname: user.fullname, departmentName: department?.department_name ?? '' };
    const content =
      decision === 'approved'
        ? renderMail('approved', mailLocale(user), { ...common, loginUrl: `${config.publicUrl}/login` })
        : renderMail('rejected', mailLocale(user), { ...common, reason });
    mailer.dispatch({ ...content, to: user.email, link: decision === 'approved' ? `${config.publicUrl}/login` : undefined });
    return { message: translate(request.locale, decision === 'approved' ? 'approval_approved' : 'approval_rejected', { name: user.fullname }) };
  };

  const schema = { body: ApprovalBody, response: { 200: MessageAnswer, ...errorAnswers } };
  app.post('/user-approval/approve', { schema }, (request) => decide('approved')(request));
  app.post('/user-approval/reject', { schema }, (request) => decide('rejected')(request));
}
