import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One message as the queue hands it to a transport. */
export interface OutgoingMail {
  /** Stable across retries, so a receiver can tell a repeat from a new mail. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailSender {
  /** `smtp`: SMTP_URL; `outbox`: development without SMTP, written to files. */
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the server (or the outbox folder) has the message; throws when it does not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Mail over SMTP (`smtp://user:pass@host:587`, `smtps://…`), one connection per message. */
export function smtpSender(url: string, timeouts: { connectionMs?: number; socketMs?: number } = {}): MailSender {
  const transport: Transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectionMs ?? 10_000,
    greetingTimeout: timeouts.connectionMs ?? 10_000,
    socketTimeout: timeouts.socketMs ?? 30_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ ...mail, messageId: mail.messageId });
    },
    close: () => transport.close(),
  };
}

/**
 * Development without SMTP_URL: each mail is written to `<dir>/<time>-<id>.eml` (the raw message, as
 * an SMTP server would have received it) and listed at /dev/outbox.
 */
export function outboxSender(dir: string): MailSender {
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = (await transport.sendMail({ ...mail, messageId: mail.messageId })) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = mail.messageId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 60);
      await writeFile(path.join(dir, `${stamp}-${id}.eml`), info.message, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
