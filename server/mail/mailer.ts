import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.ts';
import type { MailContent } from './layout.ts';

/** One outgoing message; `link` is what the recipient is meant to open (logged when mail is written to files). */
export interface MailMessage extends MailContent {
  to: string;
  link?: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  /** Sends without making the caller wait; a failure is logged, never thrown. */
  dispatch(message: MailMessage): void;
  close(): void;
}

/**
 * Mail over SMTP (`SMTP_URL`, from `MAIL_FROM`); with no SMTP server configured
 * each message is written as an .eml file under `${dataDir}/mail` and its link
 * is logged, so the embedded default still works end to end.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const smtp = config.mail.smtpUrl ? nodemailer.createTransport(config.mail.smtpUrl) : undefined;
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.resolve(config.dataDir, 'mail');

  const envelope = (message: MailMessage) => ({
    from: config.mail.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });

  async function send(message: MailMessage): Promise<void> {
    if (smtp) {
      await smtp.sendMail(envelope(message));
      return;
    }
    const info = await files.sendMail(envelope(message));
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    log.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to file (no SMTP_URL)');
  }

  return {
    send,
    dispatch(message) {
      send(message).catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail could not be sent'));
    },
    close() {
      smtp?.close();
      files.close();
    },
  };
}
