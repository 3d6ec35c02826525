import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../config.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries; logged (with the file name) when mail goes to the outbox. */
  link: string;
}

export interface Mailer {
  /** "smtp" delivers through SMTP_URL; "outbox" writes .eml files to DATA_DIR/outbox. */
  readonly mode: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends without holding up the request: answers then take the same time whether or not a
   * message was sent (so they do not reveal which addresses have accounts), and a slow mail
   * server does not slow the site. Failures are logged.
   */
  sendInBackground(mail: OutgoingMail): void;
  /** Resolves when every background send has finished; called on shutdown. */
  drain(): Promise<void>;
}

/**
 * Mail goes through nodemailer: over SMTP when SMTP_URL is set, otherwise written to
 * DATA_DIR/outbox/ as .eml files with the link logged, so the embedded default works end to end
 * without a mail server. Log lines never carry the link in SMTP mode.
 */
export function createMailer(config: MailConfig, dataDir: string, log: FastifyBaseLogger): Mailer {
  const outboxDir = path.join(dataDir, 'outbox');
  // nodemailer loads on the first message, not at start-up (it adds ~80 ms there).
  let transport: Promise<Transporter> | undefined;
  const openTransport = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };
  const pending = new Set<Promise<void>>();

  const send = async (mail: OutgoingMail) => {
    transport ??= openTransport();
    const info = await (await transport).sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (config.smtpUrl) return;
    await fs.mkdir(outboxDir, { recursive: true });
    const file = path.join(
      outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    // Written aside and renamed, so whoever watches the outbox never reads half a message.
    await fs.writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
    await fs.rename(`${file}.partial`, file);
    log.info({ file, link: mail.link }, 'mail written to the outbox (SMTP_URL is not set)');
  };

  return {
    mode: config.smtpUrl ? 'smtp' : 'outbox',
    send,
    sendInBackground(mail) {
      const task = send(mail)
        .catch((error: unknown) => {
          log.error({ err: error, subject: mail.subject }, 'sending mail failed');
        })
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      await Promise.all([...pending]);
      (await transport)?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Gives the server its mailer (`app.mailer`); on close it waits for messages still being sent. */
export function registerMailer(app: FastifyInstance): void {
  const mailer = createMailer(app.config.mail, app.config.dataDir, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.drain());
}
