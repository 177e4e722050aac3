/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it accepts,
 * parsed (`mailparser`), for tests of the mail the site sends. `stop()` takes it away (connections
 * refused, as an SMTP server that is down); `start()` brings it back on the same port.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Map<string, unknown>;
  raw: string;
}

export interface SmtpCapture {
  readonly url: string;
  readonly mails: CapturedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

function toCaptured(parsed: ParsedMail, raw: string): CapturedMail {
  const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
  return {
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    messageId: parsed.messageId ?? '',
    headers: parsed.headers,
    raw,
  };
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              mails.push(toCaptured(parsed, raw));
              callback();
            })
            .catch((err: Error) => callback(err));
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
    port = (server!.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    if (!server) return;
    const s = server;
    server = null;
    await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    stop,
    start: listen,
    close: stop,
  };
}
