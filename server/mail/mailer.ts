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
  /**
   * Asked before each try: false drops the message unsent, as a verification or reset mail whose
   * link a newer one has spent is worthless. A failing check sends the message all the same.
   */
  stillWanted?: () => Promise<boolean>;
}

export interface Mailer {
  /**
   * Sends without making the caller wait. Messages to one recipient go out in the order
   * dispatched. A failed send is tried again after each of the retry delays; a failure is
   * logged, never thrown.
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

  /** Sends one message; rejects when the SMTP server refuses it. */
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
  // Each recipient's last dispatched message until its first try ends: the next one waits for
  // it, so a resent link never reaches the user before the one it replaces.
  const lanes = new Map<string, Promise<void>>();
  let closed = false;

  /** One try of `message`, and on failure its retry's schedule; settles when the try has. */
  async function attempt(message: MailMessage, tried: number): Promise<void> {
    if (closed) {
      log.error({ to: message.to, subject: message.subject }, 'mail dropped at shutdown while waiting to be sent');
      return;
    }
    if (message.stillWanted && !(await message.stillWanted().catch(() => true))) {
      log.info({ to: message.to, subject: message.subject, tries: tried }, 'mail not sent: its link no longer works');
      return;
    }
    try {
      await send(message);
      if (tried > 0) log.info({ to: message.to, subject: message.subject, tries: tried + 1 }, 'mail sent after a retry');
    } catch (error) {
      const delay = retryDelaysMs[tried];
      if (delay === undefined) {
        log.error({ err: error, to: message.to, subject: message.subject, tries: tried + 1 }, 'mail could not be sent; gave up');
        return;
      }
      log.warn({ err: error, to: message.to, subject: message.subject, retryInMs: delay }, 'mail could not be sent; will retry');
      const timer = setTimeout(() => {
        waiting.delete(timer);
        void attempt(message, tried + 1);
      }, delay);
      // A retry waiting must not keep the process from stopping.
      timer.unref();
      waiting.set(timer, message);
    }
  }

  return {
    dispatch(message) {
      const recipient = message.to.toLowerCase();
      const lane = (lanes.get(recipient) ?? Promise.resolve()).then(() => attempt(message, 0));
      lanes.set(recipient, lane);
      void lane.then(() => {
        if (lanes.get(recipient) === lane) lanes.delete(recipient);
      });
    },
    close() {
      closed = true;
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
