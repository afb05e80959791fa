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
  /**
   * Sends without making the caller wait. A failed send is tried again after each of
   * the retry delays; a failure is logged, never thrown.
   */
  dispatch(message: MailMessage): void;
  /** Closes the transports; retries still waiting are dropped and logged. */
  close(): void;
}

/** Waits before the second, third and fourth try: an SMTP server that is briefly down or busy gets time to recover. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000];

/**
 * Mail over SMTP (`SMTP_URL`, from `MAIL_FROM`); with no SMTP server configured
 * each message is written as an .eml file under `${dataDir}/mail` and its link
 * is logged, so the embedded default still works end to end.
 */
export function createMailer(config: AppConfig, log: FastifyBaseLogger, retryDelaysMs: readonly number[] = MAIL_RETRY_DELAYS_MS): Mailer {
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

  const waiting = new Map<NodeJS.Timeout, MailMessage>();

  function attempt(message: MailMessage, tried: number): void {
    send(message).then(
      () => {
        if (tried > 0) log.info({ to: message.to, subject: message.subject, tries: tried + 1 }, 'mail sent after a retry');
      },
      (error: unknown) => {
        const delay = retryDelaysMs[tried];
        if (delay === undefined) {
          log.error({ err: error, to: message.to, subject: message.subject, tries: tried + 1 }, 'mail could not be sent; gave up');
          return;
        }
        log.warn({ err: error, to: message.to, subject: message.subject, retryInMs: delay }, 'mail could not be sent; will retry');
        const timer = setTimeout(() => {
          waiting.delete(timer);
          attempt(message, tried + 1);
        }, delay);
        // A retry waiting must not keep the process from stopping.
        timer.unref();
        waiting.set(timer, message);
      },
    );
  }

  return {
    send,
    dispatch(message) {
      attempt(message, 0);
    },
    close() {
      for (const [timer, message] of waiting) {
        clearTimeout(timer);
        log.error({ to: message.to, subject: message.subject }, 'mail dropped at shutdown while waiting to retry');
      }
      waiting.clear();
      smtp?.close();
      files.close();
    },
  };
}
