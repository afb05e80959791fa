import type { Locale } from '../../i18n/messages.ts';
import { type MailContent, composeMail } from '../layout.ts';

export interface ApprovedParams {
  appName: string;
  fullname: string;
  departmentName: string;
  loginUrl: string;
}

/** Tells a registered user that the Department Admin approved them: they can sign in now. */
export function approvedMail(locale: Locale, p: ApprovedParams): MailContent {
  if (locale === 'en') {
    return composeMail({
      subject: `${p.appName}: your account is approved`,
      greeting: `Hello ${p.fullname},`,
      paragraphs: [`The Department Admin of ${p.departmentName} approved your registration. You can sign in now.`],
      action: { label: 'Sign in', url: p.loginUrl },
      signature: p.appName,
    });
  }
  return composeMail({
    subject: `${p.appName}: akun Anda telah disetujui`,
    greeting: `Halo ${p.fullname},`,
    paragraphs: [`Admin Departemen ${p.departmentName} telah menyetujui pendaftaran Anda. Anda sekarang dapat masuk.`],
    action: { label: 'Masuk', url: p.loginUrl },
    signature: p.appName,
  });
}
