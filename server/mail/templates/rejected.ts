import type { Locale } from '../../i18n/messages.ts';
import { type MailContent, composeMail } from '../layout.ts';

export interface RejectedParams {
  appName: string;
  fullname: string;
  departmentName: string;
  reason: string;
}

/** Tells a registered user that the Department Admin rejected them, and why. */
export function rejectedMail(locale: Locale, p: RejectedParams): MailContent {
  if (locale === 'en') {
    return composeMail({
      subject: `${p.appName}: your registration was rejected`,
      greeting: `Hello ${p.fullname},`,
      paragraphs: [`The Department Admin of ${p.departmentName} rejected your registration.`, `Reason:\n${p.reason}`],
      notes: ['Contact the Department Admin if you have questions.'],
      signature: p.appName,
    });
  }
  return composeMail({
    subject: `${p.appName}: pendaftaran Anda ditolak`,
    greeting: `Halo ${p.fullname},`,
    paragraphs: [`Admin Departemen ${p.departmentName} menolak pendaftaran Anda.`, `Alasan:\n${p.reason}`],
    notes: ['Hubungi Admin Departemen bila ada pertanyaan.'],
    signature: p.appName,
  });
}
