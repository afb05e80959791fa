import { AccountPlacementAnswer, RegisterRoleBody } from '../../common/wire/accounts.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import type { TypedApp } from '../http/types.ts';
import { sql } from 'kysely';
import { checkPassword } from '../auth/password-check.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { userFields } from '../models/user.ts';
import { validateFields } from '../validation/validate.ts';
import { type AccountsDeps, departmentCard, positiveId, publicUser, requireFeature, text, throwIfInvalid } from './context.ts';
import { isSelfRegisterRole, passwordLabel } from './register.ts';

/**
 * POST /user-register-role: a verified user without a role (login status anonymous)
 * proves the password again and picks a self-register role; the account then waits
 * for the Department Admin like a new registration.
 */
export function registerRoleRoutes(app: TypedApp, { config, db, throttle }: AccountsDeps): void {
  app.post('/user-register-role', { schema: { body: RegisterRoleBody, response: { 200: AccountPlacementAnswer, ...errorAnswers } }, config: { public: true } }, async (request) => {
    requireFeature(config.features.allowRegister);
    const { locale } = request;
    const body = request.body;
    const id = positiveId(body.id);
    const roleId = positiveId(body.role_id);
    const password = typeof body.password === 'string' ? body.password : '';
    const roleLabel = userFields.role.label[locale];
    const errors = await validateFields(
      [
        { name: 'id', label: 'ID', rules: 'required|integer' },
        { name: 'role_id', label: roleLabel, rules: 'required|integer' },
        { name: 'password', label: passwordLabel[locale], rules: 'required' },
      ],
      { id, role_id: body.role_id, password },
      { db, locale },
    );
    if (!errors.role_id && !(roleId && (await isSelfRegisterRole(db, roleId)))) {
      errors.role_id = [translate(locale, 'register_role_invalid', { field: roleLabel })];
    }
    throwIfInvalid(errors);

    const claimed = text(body.username).toLowerCase();
    const user = await db.selectFrom('users').selectAll().where('id', '=', id!).executeTakeFirst();
    const claimedUser = user && (!claimed || user.username.toLowerCase() === claimed) ? user : undefined;
    // Attempts count against the same account and IP limits as the login screen.
    const known = await checkPassword({ config, throttle }, { user: claimedUser, typed: claimed || `id:${id}`, password, ip: request.ip });

    if (known.active !== 1) throw new AppError(403, 'login_inactive');
    if (!known.email_verified_at) throw new AppError(403, 'login_email_unverified');
    if (known.is_superuser || known.role_id !== null) throw new AppError(409, 'register_role_not_needed');

    const updated = await db
      .updateTable('users')
      .set({ role_id: roleId!, approval_status: 'pending', verified_by: null, verified_at: null, updated_at: sql`now()` })
      .where('id', '=', known.id)
      .where('role_id', 'is', null)
      .returning(['id', 'fullname', 'username', 'email', 'department_id'])
      .executeTakeFirst();
    if (!updated) throw new AppError(409, 'register_role_not_needed');
    return {
      message: translate(locale, 'register_role_success'),
      data: { user: publicUser(updated), department: await departmentCard(db, updated.department_id) },
    };
  });
}
