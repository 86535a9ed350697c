/**
 * A real SMTP server on a free local port that keeps every message it receives, decoded just
 * enough for assertions: the envelope, the Subject header (RFC 2047 words) and the body
 * (quoted-printable undone).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  body: string;
  /** The header block, folded lines joined. */
  headers: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

export function parseMessage(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(headers.match(/^Subject: (.*)$/im)?.[1] ?? '');
  return { from, to, subject, body: decodeQuotedPrintable(raw.slice(split)), headers };
}

/** Listens on `port` (0: any free one). */
export async function startSmtpServer(port = 0) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        const from = envelope.mailFrom ? envelope.mailFrom.address : '';
        messages.push(
          parseMessage(
            Buffer.concat(chunks).toString('utf8'),
            from,
            envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
