import type { Locale } from '../../i18n/messages.ts';
import { type MailContent, composeMail } from '../layout.ts';

export interface ResetPasswordParams {
  appName: string;
  fullname: string;
  link: string;
  minutes: number;
}

/** The link that sets a new password after a forgot-password request. */
export function resetPasswordMail(locale: Locale, p: ResetPasswordParams): MailContent {
  if (locale === 'en') {
    return composeMail({
      subject: `${p.appName}: reset your password`,
      greeting: `Hello ${p.fullname},`,
      paragraphs: ['We received a request to reset the password of your account. Open the link below to choose a new password.'],
      action: { label: 'Reset password', url: p.link },
      notes: [
        `The link is valid for ${p.minutes} minutes and works once. Setting a new password signs your account out everywhere.`,
        'If you did not ask for this, ignore this email; your password stays the same.',
      ],
      signature: p.appName,
    });
  }
  return composeMail({
    subject: `${p.appName}: atur ulang kata sandi`,
    greeting: `Halo ${p.fullname},`,
    paragraphs: ['Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan di bawah ini untuk membuat kata sandi baru.'],
    action: { label: 'Atur ulang kata sandi', url: p.link },
    notes: [
      `Tautan berlaku selama ${p.minutes} menit dan hanya dapat digunakan sekali. Kata sandi baru mengeluarkan akun Anda dari semua perangkat.`,
      'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
    ],
    signature: p.appName,
  });
}
