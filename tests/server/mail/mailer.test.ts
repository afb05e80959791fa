import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { type Mailer, createMailer } from '../../../server/mail/mailer.ts';
import { parseMail } from '../../support/mailbox.ts';

/**
 * An SMTP server on loopback that answers 451 (try again later) to the first `refusals` messages,
 * and holds its answer to the first message it keeps for `holdFirstMs`, as a slow server does.
 */
async function flakySmtp(refusals: number, holdFirstMs = 0) {
  const received: ReturnType<typeof parseMail>[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refusals) {
          refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const keep = () => {
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((rcpt) => rcpt.address)));
          callback();
        };
        if (received.length === 0 && holdFirstMs > 0) setTimeout(keep, holdFirstMs);
        else keep();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A logger that keeps what it was told, by level. */
function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const record = (level: string) => (_details: unknown, message: string) => void lines.push({ level, message });
  const logger = { info: record('info'), warn: record('warn'), error: record('error'), debug: () => undefined } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

const message = { to: 'budi@example.com', subject: 'Verifikasi email', text: 'Kode Anda', html: '<p>Kode Anda</p>' };

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outgoing mail retries', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const start = async (refusals: number, delays: number[], holdFirstMs = 0) => {
    const smtp = await flakySmtp(refusals, holdFirstMs);
    const { logger, lines } = recordingLogger();
    const mailer: Mailer = createMailer(loadConfig({ SMTP_URL: smtp.url, LOG_LEVEL: 'error' }), logger, delays);
    cleanups.push(() => mailer.close(), smtp.close);
    return { smtp, lines, mailer };
  };

  it('delivers a message the SMTP server refused twice, on the third try', async () => {
    const { smtp, lines, mailer } = await start(2, [30, 30, 30]);
    mailer.dispatch(message);
    // The server keeps the message before its answer reaches the mailer, which logs after it.
    await waitFor(() => smtp.received.length === 1 && lines.length === 3);
    expect(smtp.received[0]).toMatchObject({ subject: 'Verifikasi email', to: ['budi@example.com'] });
    expect(lines.map((line) => line.message)).toEqual([
      'mail could not be sent; will retry',
      'mail could not be sent; will retry',
      'mail sent after a retry',
    ]);
  });

  it('gives up after the last retry and says so', async () => {
    const { smtp, lines, mailer } = await start(10, [20, 20]);
    mailer.dispatch(message);
    await waitFor(() => lines.some((line) => line.level === 'error'));
    expect(smtp.received).toEqual([]);
    expect(lines.map((line) => line.message)).toEqual([
      'mail could not be sent; will retry',
      'mail could not be sent; will retry',
      'mail could not be sent; gave up',
    ]);
  });

  it('drops a waiting retry at shutdown, with a log line, and never sends it later', async () => {
    const { smtp, lines, mailer } = await start(1, [200]);
    mailer.dispatch(message);
    await waitFor(() => lines.length === 1);
    mailer.close();
    expect(lines.at(-1)).toEqual({ level: 'error', message: 'mail dropped at shutdown while waiting to retry' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toEqual([]);
  });

  it('delivers mails to one recipient in the order they were dispatched, however slow the first', async () => {
    const { smtp, mailer } = await start(0, [30], 300);
    mailer.dispatch({ ...message, subject: 'Verifikasi email (1)' });
    mailer.dispatch({ ...message, to: 'Budi@Example.com', subject: 'Verifikasi email (2)' });
    mailer.dispatch({ ...message, to: 'sari@example.com', subject: 'Untuk Sari' });
    await waitFor(() => smtp.received.length === 3);
    const toBudi = smtp.received.filter((mail) => mail.to[0]!.toLowerCase() === 'budi@example.com');
    expect(toBudi.map((mail) => mail.subject)).toEqual(['Verifikasi email (1)', 'Verifikasi email (2)']);
  });

  it('drops a mail waiting to retry once its link no longer works, and sends the ones that do', async () => {
    const { smtp, lines, mailer } = await start(1, [1_500]);
    let oldLinkWorks = true;
    mailer.dispatch({ ...message, subject: 'Kode lama', stillWanted: async () => oldLinkWorks });
    await waitFor(() => lines.length === 1);
    oldLinkWorks = false;
    mailer.dispatch({ ...message, subject: 'Kode baru', stillWanted: async () => true });
    mailer.dispatch({ ...message, subject: 'Akun disetujui' });
    await waitFor(() => lines.some((line) => line.message === 'mail not sent: its link no longer works'));
    await waitFor(() => smtp.received.length === 2);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Kode baru', 'Akun disetujui']);
    expect(lines.map((line) => line.message)).toEqual(['mail could not be sent; will retry', 'mail not sent: its link no longer works']);
  });
});
