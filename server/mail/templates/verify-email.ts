import type { Locale } from '../../i18n/messages.ts';
import { type MailContent, composeMail } from '../layout.ts';

export interface VerifyEmailParams {
  appName: string;
  fullname: string;
  link: string;
  hours: number;
}

/** The link that verifies a new registration's email address. */
export function verifyEmailMail(locale: Locale, p: VerifyEmailParams): MailContent {
  if (locale === 'en') {
    return composeMail({
      subject: `${p.appName}: verify your email`,
      greeting: `Hello ${p.fullname},`,
      paragraphs: [`Thank you for registering with ${p.appName}. Open the link below to verify your email address.`],
      action: { label: 'Verify email', url: p.link },
      notes: [
        `The link is valid for ${p.hours} hours and works once. After verification your data waits for approval by the Department Admin.`,
        'If you did not register, ignore this email.',
      ],
      signature: p.appName,
    });
  }
  return composeMail({
    subject: `${p.appName}: verifikasi email Anda`,
    greeting: `Halo ${p.fullname},`,
    paragraphs: [`Terima kasih telah mendaftar di ${p.appName}. Buka tautan di bawah ini untuk memverifikasi alamat email Anda.`],
    action: { label: 'Verifikasi email', url: p.link },
    notes: [
      `Tautan berlaku selama ${p.hours} jam dan hanya dapat digunakan sekali. Setelah verifikasi, data Anda menunggu persetujuan Admin Departemen.`,
      'Jika Anda tidak merasa mendaftar, abaikan email ini.',
    ],
    signature: p.appName,
  });
}
