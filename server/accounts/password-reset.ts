import { ChangePasswordBody, ForgotPasswordBody } from '../../common/wire/accounts.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import { MessageAnswer } from '../../common/wire/values.ts';
import type { TypedApp } from '../http/types.ts';
import { sql } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { enforceRateLimits } from '../auth/rate-limit.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import type { User } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { renderMail } from '../mail/mails.ts';
import { validateFields } from '../validation/validate.ts';
import { codeIsLive, consumeCode, issueCode, mintCode } from './codes.ts';
import { type AccountsDeps, mailLocale, requireFeature, text, throwIfInvalid } from './context.ts';
import { PASSWORD_RULES, passwordLabel } from './register.ts';
import { codeLabel } from './verification.ts';

/** POST /request-forgot-password and POST /change-password (spec §2, §7). */
export function passwordResetRoutes(app: TypedApp, { config, db, mailer }: AccountsDeps): void {
  /** Stores the code and mails the link; runs after the answer has gone out. */
  async function deliverReset(user: Pick<User, 'id' | 'fullname' | 'email' | 'locale'>, minted: ReturnType<typeof mintCode>) {
    const { code, issuedAt } = await issueCode(db, user.id, 'reset_password', config.resetCodeTtlMinutes, minted);
    // Built from PUBLIC_URL, never from the request's Host header.
    const link = `${config.publicUrl}/reset-password?code=${encodeURIComponent(code)}&ts=${issuedAt.getTime()}`;
    const content = renderMail('reset-password', mailLocale(user), {
      appName: config.appName,
      fullname: user.fullname,
      link,
      minutes: config.resetCodeTtlMinutes,
    });
    mailer.dispatch({ ...content, to: user.email, link, stillWanted: () => codeIsLive(db, code, 'reset_password') });
  }

  app.post(
    '/request-forgot-password',
    { schema: { body: ForgotPasswordBody, response: { 200: MessageAnswer, ...errorAnswers } }, config: { public: true } },
    async (request, reply) => {
      requireFeature(config.features.forgetPassword);
      const email = request.body.email.trim().toLowerCase();
      // Counted per address as typed, account or not, so the answer is the same for both.
      await enforceRateLimits(db, reply, [
        { key: `forgot:email:${hashToken(email).slice(0, 32)}`, limit: config.forgotPasswordMaxPerHour, windowSeconds: 3_600 },
        { key: `forgot:ip:${request.ip}`, limit: config.forgotPasswordMaxPerHourPerIp, windowSeconds: 3_600 },
      ]);
      const user = await db
        .selectFrom('users')
        .select(['id', 'fullname', 'email', 'locale'])
        .where(sql<string>`lower(email)`, '=', email)
        .where('active', '=', 1)
        .executeTakeFirst();
      // The same work and the same answer either way; storing and mailing happen after the answer.
      const minted = mintCode();
      if (user) {
        deliverReset(user, minted).catch((error: unknown) => request.log.error({ err: error }, 'password reset code could not be stored'));
      }
      return { message: translate(request.locale, 'forgot_password_sent') };
    },
  );

  app.post('/change-password', { schema: { body: ChangePasswordBody, response: { 200: MessageAnswer, ...errorAnswers } }, config: { public: true } }, async (request) => {
    requireFeature(config.features.forgetPassword);
    const { locale } = request;
    const code = text(request.body.code);
    const password = typeof request.body.password === 'string' ? request.body.password : '';
    throwIfInvalid(
      await validateFields(
        [
          { name: 'code', label: codeLabel[locale], rules: 'required' },
          { name: 'password', label: passwordLabel[locale], rules: PASSWORD_RULES },
        ],
        { code, password },
        { db, locale },
      ),
    );
    // A code that cannot work costs no argon2 hash; spending it stays atomic below.
    if (!(await codeIsLive(db, code, 'reset_password'))) throw new AppError(422, 'reset_code_invalid');
    const passwordHash = await hashPassword(password);
    const changed = await db.transaction().execute(async (trx) => {
      const userId = await consumeCode(trx, code, 'reset_password');
      if (userId === undefined) return false;
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', userId).execute();
      // A new password signs the account out everywhere.
      await revokeUserSessions(trx, [userId]);
      return true;
    });
    if (!changed) throw new AppError(422, 'reset_code_invalid');
    return { message: translate(locale, 'password_changed') };
  });
}
