import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES_DIR, loadMailTemplates, renderMail } from '../../../server/mail/mails.ts';

const appName = 'Manpower';
const fullname = 'Siti Rahmawati';
const paragraph = (text: string) => `<p style="margin:0 0 16px">${text}</p>`;
const button = (label: string, url: string) =>
  `<p style="margin:24px 0"><a href="${url}" style="background:#1565c0;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${label}</a></p>` +
  `<p style="margin:0 0 16px;font-size:12px;color:#555">${url}</p>`;
const page = (lines: string[]) => ['<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">', ...lines, '</body></html>'].join('\n');

describe('mail texts from locales/{id,en}/mail', () => {
  it('verifies an email in Indonesian and in English, as text and as HTML', () => {
    const params = { appName, fullname, link: 'http://x.test/verify-email?code=abc', hours: 24 };
    expect(renderMail('verify-email', 'id', params)).toEqual({
      subject: 'Manpower: verifikasi email Anda',
      text: [
        'Halo Siti Rahmawati,',
        'Terima kasih telah mendaftar di Manpower. Buka tautan di bawah ini untuk memverifikasi alamat email Anda.',
        'Verifikasi email:\nhttp://x.test/verify-email?code=abc',
        'Tautan berlaku selama 24 jam dan hanya dapat digunakan sekali. Setelah verifikasi, data Anda menunggu persetujuan Admin Departemen.',
        'Jika Anda tidak merasa mendaftar, abaikan email ini.',
        'Manpower',
      ].join('\n\n'),
      html: page([
        paragraph('Halo Siti Rahmawati,'),
        paragraph('Terima kasih telah mendaftar di Manpower. Buka tautan di bawah ini untuk memverifikasi alamat email Anda.'),
        button('Verifikasi email', 'http://x.test/verify-email?code&#x3D;abc'),
        paragraph('Tautan berlaku selama 24 jam dan hanya dapat digunakan sekali. Setelah verifikasi, data Anda menunggu persetujuan Admin Departemen.'),
        paragraph('Jika Anda tidak merasa mendaftar, abaikan email ini.'),
        paragraph('Manpower'),
      ]),
    });
    expect(renderMail('verify-email', 'en', params)).toEqual({
      subject: 'Manpower: verify your email',
      text: [
        'Hello Siti Rahmawati,',
        'Thank you for registering with Manpower. Open the link below to verify your email address.',
        'Verify email:\nhttp://x.test/verify-email?code=abc',
        'The link is valid for 24 hours and works once. After verification your data waits for approval by the Department Admin.',
        'If you did not register, ignore this email.',
        'Manpower',
      ].join('\n\n'),
      html: page([
        paragraph('Hello Siti Rahmawati,'),
        paragraph('Thank you for registering with Manpower. Open the link below to verify your email address.'),
        button('Verify email', 'http://x.test/verify-email?code&#x3D;abc'),
        paragraph('The link is valid for 24 hours and works once. After verification your data waits for approval by the Department Admin.'),
        paragraph('If you did not register, ignore this email.'),
        paragraph('Manpower'),
      ]),
    });
  });

  it('resets a password in both languages', () => {
    const params = { appName, fullname, link: 'http://x.test/reset-password?code=ab&ts=1', minutes: 30 };
    const id = renderMail('reset-password', 'id', params);
    expect(id.subject).toBe('Manpower: atur ulang kata sandi');
    expect(id.text).toBe(
      [
        'Halo Siti Rahmawati,',
        'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan di bawah ini untuk membuat kata sandi baru.',
        'Atur ulang kata sandi:\nhttp://x.test/reset-password?code=ab&ts=1',
        'Tautan berlaku selama 30 menit dan hanya dapat digunakan sekali. Kata sandi baru mengeluarkan akun Anda dari semua perangkat.',
        'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
        'Manpower',
      ].join('\n\n'),
    );
    expect(id.html).toContain(button('Atur ulang kata sandi', 'http://x.test/reset-password?code&#x3D;ab&amp;ts&#x3D;1'));
    const en = renderMail('reset-password', 'en', params);
    expect(en.subject).toBe('Manpower: reset your password');
    expect(en.text).toBe(
      [
        'Hello Siti Rahmawati,',
        'We received a request to reset the password of your account. Open the link below to choose a new password.',
        'Reset password:\nhttp://x.test/reset-password?code=ab&ts=1',
        'The link is valid for 30 minutes and works once. Setting a new password signs your account out everywhere.',
        'If you did not ask for this, ignore this email; your password stays the same.',
        'Manpower',
      ].join('\n\n'),
    );
    expect(en.html).toContain(paragraph('The link is valid for 30 minutes and works once. Setting a new password signs your account out everywhere.'));
  });

  it('tells of an approval in both languages', () => {
    const params = { appName, fullname, departmentName: 'Gedung & Infra', loginUrl: 'http://x.test/login' };
    const id = renderMail('approved', 'id', params);
    expect(id.subject).toBe('Manpower: akun Anda telah disetujui');
    expect(id.text).toBe(
      'Halo Siti Rahmawati,\n\nAdmin Departemen Gedung & Infra telah menyetujui pendaftaran Anda. Anda sekarang dapat masuk.\n\nMasuk:\nhttp://x.test/login\n\nManpower',
    );
    expect(id.html).toContain(paragraph('Admin Departemen Gedung &amp; Infra telah menyetujui pendaftaran Anda. Anda sekarang dapat masuk.'));
    const en = renderMail('approved', 'en', params);
    expect(en.subject).toBe('Manpower: your account is approved');
    expect(en.text).toBe(
      'Hello Siti Rahmawati,\n\nThe Department Admin of Gedung & Infra approved your registration. You can sign in now.\n\nSign in:\nhttp://x.test/login\n\nManpower',
    );
    expect(en.html).toContain(button('Sign in', 'http://x.test/login'));
  });

  it('tells of a rejection and its reason in both languages, the reason keeping its line breaks and no button', () => {
    const params = { appName, fullname, departmentName: 'Gedung', reason: 'Data tidak lengkap\n\nLengkapi <KTP>' };
    const id = renderMail('rejected', 'id', params);
    expect(id).toEqual({
      subject: 'Manpower: pendaftaran Anda ditolak',
      text: 'Halo Siti Rahmawati,\n\nAdmin Departemen Gedung menolak pendaftaran Anda.\n\nAlasan:\nData tidak lengkap\n\nLengkapi <KTP>\n\nHubungi Admin Departemen bila ada pertanyaan.\n\nManpower',
      html: page([
        paragraph('Halo Siti Rahmawati,'),
        paragraph('Admin Departemen Gedung menolak pendaftaran Anda.'),
        paragraph('Alasan:<br>Data tidak lengkap<br><br>Lengkapi &lt;KTP&gt;'),
        '',
        paragraph('Hubungi Admin Departemen bila ada pertanyaan.'),
        paragraph('Manpower'),
      ]),
    });
    const en = renderMail('rejected', 'en', params);
    expect(en.subject).toBe('Manpower: your registration was rejected');
    expect(en.text).toBe(
      'Hello Siti Rahmawati,\n\nThe Department Admin of Gedung rejected your registration.\n\nReason:\nData tidak lengkap\n\nLengkapi <KTP>\n\nContact the Department Admin if you have questions.\n\nManpower',
    );
  });

  it('escapes a full name with markup in the HTML and keeps it as typed in the text', () => {
    const name = `<script>alert('x')</script> & "Budi"`;
    for (const locale of ['id', 'en'] as const) {
      const mail = renderMail('verify-email', locale, { appName, fullname: name, link: 'http://x.test/verify-email?code=abc', hours: 24 });
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; &quot;Budi&quot;,</p>');
      expect(mail.text.split('\n')[0]).toBe(`${locale === 'id' ? 'Halo' : 'Hello'} ${name},`);
    }
  });
});

describe('loading the mail templates at start-up', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  /** A copy of locales/ to break. */
  const copy = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'locales-'));
    folders.push(folder);
    cpSync(LOCALES_DIR, folder, { recursive: true });
    return folder;
  };

  it('loads every mail of every language', () => {
    expect([...loadMailTemplates(LOCALES_DIR).keys()].sort()).toEqual([
      'en/approved',
      'en/rejected',
      'en/reset-password',
      'en/verify-email',
      'id/approved',
      'id/rejected',
      'id/reset-password',
      'id/verify-email',
    ]);
  });

  it('stops on a missing template or language, naming the file', () => {
    const folder = copy();
    unlinkSync(path.join(folder, 'en', 'mail', 'rejected.hbs'));
    expect(() => loadMailTemplates(folder)).toThrow(`mail template missing: ${path.join(folder, 'en', 'mail', 'rejected.hbs')}`);
    expect(() => loadMailTemplates(LOCALES_DIR, ['id', 'en', 'fr'])).toThrow(`mail template missing: ${path.join(LOCALES_DIR, 'fr', 'mail', 'approved.hbs')}`);
  });

  it('stops on a value the mail does not have, a missing block, stray text or an unknown mail', () => {
    const file = (folder: string, name: string) => path.join(folder, 'id', 'mail', name);
    const broken = (name: string, text: string) => {
      const folder = copy();
      writeFileSync(file(folder, name), text);
      return () => loadMailTemplates(folder);
    };
    expect(broken('approved.hbs', '{{#subject}}{{appName}}{{/subject}}{{#greeting}}Halo {{fulname}},{{/greeting}}{{#signature}}x{{/signature}}')).toThrow(
      /"fulname" not defined/,
    );
    expect(broken('approved.hbs', '{{#subject}}{{appName}}{{/subject}}{{#signature}}x{{/signature}}')).toThrow(
      'approved.hbs: needs {{#subject}}, {{#greeting}} and {{#signature}}',
    );
    expect(broken('approved.hbs', '{{#subject}}x{{/subject}}{{#greeting}}Halo{{/greeting}}Masuk{{#signature}}x{{/signature}}')).toThrow(
      "approved.hbs: text outside the mail's blocks: 'Masuk'",
    );
    expect(broken('welcome.hbs', '{{#subject}}x{{/subject}}')).toThrow('not a mail the product sends: welcome.hbs');
  });
});
