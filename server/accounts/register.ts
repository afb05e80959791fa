import type { Static } from 'typebox';
import { RegisterAnswer, RegisterBody } from '../../common/wire/accounts.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import type { TypedApp } from '../http/types.ts';
import { sql } from 'kysely';
import { ruleMessage } from '../../common/validation/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { enforceRateLimits } from '../auth/rate-limit.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { type Locale, translate } from '../i18n/messages.ts';
import { userFields } from '../models/user.ts';
import { type FieldErrors, validateFields } from '../validation/validate.ts';
import { type AccountsDeps, positiveId, requireFeature, text, throwIfInvalid } from './context.ts';
import { isPlainName } from './plain-name.ts';
import { sendVerification } from './verification-mail.ts';

/** Password length of spec §5's hint ('8 - 16 characters'), enforced here. */
export const PASSWORD_RULES = 'required|between:8,16';
export const passwordLabel = { id: 'Kata Sandi', en: 'Password' } as const;

interface Registration {
  fullname: string;
  username: string;
  email: string;
  password: string;
  department_id: unknown;
  project_id: unknown;
  role_id: unknown;
  job_position: string;
}

function registrationOf(body: Static<typeof RegisterBody>): Registration {
  return {
    fullname: text(body.fullname),
    // Usernames are compared without case; stored as the lower-case form the rule allows.
    username: text(body.username).toLowerCase(),
    email: text(body.email),
    password: typeof body.password === 'string' ? body.password : '',
    department_id: body.department_id,
    project_id: body.project_id,
    role_id: body.role_id,
    job_position: text(body.job_position),
  };
}

const push = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/** A role offered at registration: active and marked self_register. */
export async function isSelfRegisterRole(db: Database, roleId: number): Promise<boolean> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('id', '=', roleId)
    .where('active', '=', 1)
    .where('self_register', '=', true)
    .executeTakeFirst();
  return role !== undefined;
}

/** Spec §5's registration rules, checked again on the server; answers per-field messages. */
async function validateRegistration(db: Database, locale: Locale, form: Registration): Promise<FieldErrors> {
  const label = (field: { label: { id: string; en: string } }) => field.label[locale];
  const errors = await validateFields(
    [
      { name: 'fullname', label: label(userFields.fullname), rules: 'required|max:150' },
      { name: 'email', label: label(userFields.email), rules: 'required|email|max:200' },
      { name: 'username', label: label(userFields.username), rules: 'required|min:4|max:50|regex:/^[a-z0-9._-]+$/' },
      { name: 'password', label: passwordLabel[locale], rules: PASSWORD_RULES },
      { name: 'role_id', label: label(userFields.role), rules: 'required|integer' },
      { name: 'department_id', label: label(userFields.department), rules: 'required|integer' },
      { name: 'project_id', label: label(userFields.project), rules: 'required|integer' },
      { name: 'job_position', label: label(userFields.jobPosition), rules: 'required|max:150' },
    ],
    { ...form },
    { db, locale },
  );
  if (!errors.fullname && !isPlainName(form.fullname)) {
    push(errors, 'fullname', translate(locale, 'register_name_invalid', { field: label(userFields.fullname) }));
  }
  if (!errors.email && (await taken(db, 'email', form.email))) push(errors, 'email', translate(locale, 'register_email_taken'));
  if (!errors.username && (await taken(db, 'username', form.username))) push(errors, 'username', translate(locale, 'register_username_taken'));
  const roleId = positiveId(form.role_id);
  if (!errors.role_id && !(roleId && (await isSelfRegisterRole(db, roleId)))) {
    push(errors, 'role_id', translate(locale, 'register_role_invalid', { field: label(userFields.role) }));
  }
  const departmentId = positiveId(form.department_id);
  const department =
    !errors.department_id && departmentId
      ? await db.selectFrom('departments').select('id').where('id', '=', departmentId).where('active', '=', 1).executeTakeFirst()
      : undefined;
  if (!errors.department_id && !department) push(errors, 'department_id', ruleMessage(locale, { key: 'exists' }, label(userFields.department)));
  const projectId = positiveId(form.project_id);
  if (!errors.project_id && department) {
    const project = projectId
      ? await db
          .selectFrom('projects')
          .select('id')
          .where('id', '=', projectId)
          .where('department_id', '=', department.id)
          .where('active', '=', 1)
          .executeTakeFirst()
      : undefined;
    if (!project) push(errors, 'project_id', translate(locale, 'register_project_outside', { field: label(userFields.project) }));
  }
  return errors;
}

async function taken(db: Database, column: 'email' | 'username', value: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(${sql.ref(column)})`, '=', value.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** POST /register: the wizard's submission (spec §2, §3); the account then needs its email verified and an approval. */
export function registerRoutes(app: TypedApp, deps: AccountsDeps): void {
  const { config, db } = deps;
  app.post('/register', { schema: { body: RegisterBody, response: { 201: RegisterAnswer, ...errorAnswers } }, config: { public: true } }, async (request, reply) => {
    requireFeature(config.features.allowRegister);
    // Every submission counts, refused ones too: each answer tells whether an email is taken.
    await enforceRateLimits(db, reply, [{ key: `register:ip:${request.ip}`, limit: config.registerMaxPerHourPerIp, windowSeconds: 3_600 }]);
    const form = registrationOf(request.body);
    throwIfInvalid(await validateRegistration(db, request.locale, form));
    const passwordHash = await hashPassword(form.password);
    const { user, mail } = await db
      .transaction()
      .execute(async (trx) => {
        const created = await trx
          .insertInto('users')
          .values({
            fullname: form.fullname,
            username: form.username,
            email: form.email,
            password_hash: passwordHash,
            role_id: positiveId(form.role_id)!,
            department_id: positiveId(form.department_id)!,
            project_id: positiveId(form.project_id)!,
            job_position: form.job_position,
            approval_status: 'pending',
            active: 1,
            locale: request.locale,
          })
          .returning(['id', 'fullname', 'username', 'email', 'locale'])
          .executeTakeFirstOrThrow();
        return { user: created, mail: await sendVerification(deps, created, trx) };
      })
      .catch(async (error: unknown) => {
        // Two registrations racing for one username or email: the unique index decides.
        if ((error as { code?: string }).code !== '23505') throw error;
        throwIfInvalid(await validateRegistration(db, request.locale, form));
        throw new AppError(422, 'validation_failed', {}, { username: [translate(request.locale, 'register_username_taken')] });
      });
    mail();
    return reply.status(201).send({
      message: translate(request.locale, 'register_success'),
      data: { id: user.id, username: user.username, email: user.email, fullname: user.fullname },
    });
  });
}
