import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link that stops such emails in one click (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file when the outbox took it. */
  file?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

type MailerConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'APP_ORIGIN' | 'DATA_DIR'>;

/**
 * The message fields nodemailer gets: only these, so that no stray property (`attachments`,
 * `headers`, …) reaches it. A line break in a header value would let the caller add headers.
 */
function messageOf({ to, subject, text, html, unsubscribeUrl }: OutgoingMail) {
  for (const [field, value] of Object.entries({
    to,
    subject,
    unsubscribeUrl: unsubscribeUrl ?? '',
  })) {
    if (/[\r\n]/.test(value)) throw new Error(`Mail ${field} must not contain a line break`);
  }
  const headers = unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined;
  return { to, subject, text, html, headers };
}

/**
 * Sends mail through the SMTP server at SMTP_URL or, when it is unset, writes each message as
 * an .eml file to DATA_DIR/outbox and logs where it went.
 */
export function createMailer(
  config: MailerConfig,
  log: (line: string) => void = console.log,
): Mailer {
  const from = config.MAIL_FROM ?? `Swipestack <no-reply@${new URL(config.APP_ORIGIN).hostname}>`;
  if (config.SMTP_URL) {
    const transport = createTransport({ url: config.SMTP_URL, pool: true }, { from });
    return {
      async send(mail) {
        const info = await transport.sendMail(messageOf(mail));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const transport = createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  );
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(mail));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      const temp = path.join(outbox, `.${name}.tmp`);
      await mkdir(outbox, { recursive: true });
      try {
        await writeFile(temp, info.message as Buffer, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      log(`Mail to ${mail.to} ${JSON.stringify(mail.subject)} saved to ${file}`);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
