import { AccountPlacementAnswer, ResendVerificationBody, VerifyEmailBody } from '../../common/wire/accounts.ts';
import { errorAnswers } from '../../common/wire/error.ts';
import { MessageAnswer } from '../../common/wire/values.ts';
import type { TypedApp } from '../http/types.ts';
import { sql } from 'kysely';
import { takeRateLimit } from '../auth/rate-limit.ts';
import { hashToken } from '../auth/tokens.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/messages.ts';
import { validateFields } from '../validation/validate.ts';
import { consumeCode } from './codes.ts';
import { type AccountsDeps, departmentCard, positiveId, publicUser, requireFeature, text, throwIfInvalid } from './context.ts';
import { sendVerification } from './verification-mail.ts';

/** Spec §9: the login screen's resend button waits 60 seconds; the server holds the same line. */
const RESEND_INTERVAL_SECONDS = 60;

export const codeLabel = { id: 'Kode', en: 'Code' } as const;

/** POST /verify-email and POST /resend-email-verification (spec §2, §4). */
export function verificationRoutes(app: TypedApp, deps: AccountsDeps): void {
  const { config, db } = deps;

  app.post('/verify-email', { schema: { body: VerifyEmailBody, response: { 200: AccountPlacementAnswer, ...errorAnswers } }, config: { public: true } }, async (request) => {
    requireFeature(config.features.allowRegister);
    const code = text(request.body.code);
    throwIfInvalid(await validateFields([{ name: 'code', label: codeLabel[request.locale], rules: 'required' }], { code }, { db, locale: request.locale }));
    const user = await db.transaction().execute(async (trx) => {
      const userId = await consumeCode(trx, code, 'verify_email');
      if (userId === undefined) return undefined;
      return trx
        .updateTable('users')
        .set({ email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: sql`now()` })
        .where('id', '=', userId)
        .returning(['id', 'fullname', 'username', 'email', 'department_id'])
        .executeTakeFirst();
    });
    if (!user) throw new AppError(422, 'verify_code_invalid');
    return {
      message: translate(request.locale, 'verify_email_success'),
      data: { user: publicUser(user), department: await departmentCard(db, user.department_id) },
    };
  });

  app.post(
    '/resend-email-verification',
    { schema: { body: ResendVerificationBody, response: { 200: MessageAnswer, ...errorAnswers } }, config: { public: true } },
    async (request, reply) => {
      requireFeature(config.features.allowRegister);
      const id = positiveId(request.body.id);
      const email = text(request.body.email);
      throwIfInvalid(
        await validateFields(
          [
            { name: 'id', label: 'ID', rules: 'required|integer' },
            { name: 'email', label: 'Email', rules: 'required' },
          ],
          { id, email },
          { db, locale: request.locale },
        ),
      );
      // Counted per id and email as sent, whether or not they match an account: the answer reveals
      // nothing, and nobody who lacks the email can use up an account's allowance.
      const account = `${id}:${hashToken(email.toLowerCase()).slice(0, 32)}`;
      for (const [key, limit, window] of [
        [`resend:minute:${account}`, 1, RESEND_INTERVAL_SECONDS],
        [`resend:hour:${account}`, config.resendMaxPerHour, 3_600],
      ] as const) {
        const result = await takeRateLimit(db, key, limit, window);
        if (!result.allowed) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError(429, 'resend_verification_wait', { seconds: result.retryAfterSeconds });
        }
      }
      const user = await db
        .selectFrom('users')
        .select(['id', 'fullname', 'email', 'locale'])
        .where('id', '=', id!)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('email_verified_at', 'is', null)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (user) (await sendVerification(deps, user))();
      return { message: translate(request.locale, 'resend_verification_sent') };
    },
  );
}
