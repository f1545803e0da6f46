import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One message: plain text and HTML of the same words. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries, printed in the log when there is no SMTP server (the outbox). */
  link?: string;
}

export interface Mailer {
  /**
   * Hands a message over and returns at once: the caller's answer never waits for (nor reveals)
   * whether a message went out, so answer times say nothing about which addresses have accounts.
   */
  send(mail: OutgoingMail): void;
  /** Resolves when every message handed over so far is sent or has failed (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages go without SMTP: DATA_DIR/outbox. */
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Mail through nodemailer: to the SMTP server of SMTP_URL, or, without one (the embedded default),
 * into DATA_DIR/outbox as .eml files with the link printed in the server log, so a fresh
 * `npm start` still lets a person sign in by email.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: options.from });
  const pending = new Set<Promise<void>>();

  async function deliver(mail: OutgoingMail): Promise<void> {
    const info = await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    if (options.smtpUrl) return;
    const message = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(message)) throw new Error('the outbox transport returned no message');
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    const file = path.join(
      options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
    );
    // Written aside, then renamed: whoever reads the outbox never sees half a message.
    await writeFile(`${file}.part`, message, { mode: 0o600 });
    await rename(`${file}.part`, file);
    options.log.info(
      { to: mail.to, subject: mail.subject, link: mail.link, file },
      'mail written to the outbox (no SMTP_URL set)',
    );
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => options.log.error({ err: error, subject: mail.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
