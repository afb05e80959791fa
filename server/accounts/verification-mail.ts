import type { User } from '../db/schema.ts';
import { renderMail } from '../mail/mails.ts';
import { codeIsLive, issueCode } from './codes.ts';
import { type AccountsDeps, mailLocale } from './context.ts';

type Recipient = Pick<User, 'id' | 'fullname' | 'email' | 'locale'>;

/** Issues a new verification code (spending older ones) and mails its link, without waiting for the mail; a mail not sent before a newer code spends its own is dropped. */
export async function sendVerification({ config, db, mailer }: Pick<AccountsDeps, 'config' | 'db' | 'mailer'>, user: Recipient, trx = db): Promise<() => void> {
  const { code } = await issueCode(trx, user.id, 'verify_email', config.verifyCodeTtlHours * 60);
  const link = `${config.publicUrl}/verify-email?code=${encodeURIComponent(code)}`;
  const content = renderMail('verify-email', mailLocale(user), {
    appName: config.appName,
    fullname: user.fullname,
    link,
    hours: config.verifyCodeTtlHours,
  });
  // Returned rather than sent, so a caller inside a transaction mails only after the commit.
  return () => mailer.dispatch({ ...content, to: user.email, link, stillWanted: () => codeIsLive(db, code, 'verify_email') });
}
