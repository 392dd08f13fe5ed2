import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The text body, decoded (quoted-printable soft breaks removed). */
  text: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message to `to` that arrives (or has arrived). */
  waitFor: (to: string, timeoutMs?: number) => Promise<CapturedMail>;
  stop: () => Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function parse(raw: string, to: string[]): CapturedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  const text = /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body;
  return { to, subject, text };
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: { to: string; resolve: (mail: CapturedMail) => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = parse(raw, to);
        messages.push(mail);
        for (let i = waiters.length - 1; i >= 0; i--) {
          const waiter = waiters[i];
          if (waiter && to.includes(waiter.to)) {
            waiters.splice(i, 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (to, timeoutMs = 10_000) => {
      const address = to.toLowerCase();
      const found = messages.find((m) => m.to.includes(address));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No email to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to: address, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in an email's text. */
export function firstLink(mail: CapturedMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the email "${mail.subject}"`);
  return link;
}
