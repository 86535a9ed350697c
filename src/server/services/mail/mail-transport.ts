/**
 * One way out for a queued mail: SMTP through nodemailer when SMTP_URL is set (resolving once the
 * server accepted the message), otherwise the local outbox (outbox.ts) that only the machine's
 * operator can read at /dev/outbox.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../../config';
import { logger } from '../../platform/logger';
import { writeToOutbox } from './outbox';
import type { Mail } from './mail-message';

export interface OutgoingMail extends Mail {
  /** The queue row's id: the Message-ID and the outbox file name carry it. */
  id: string;
  /** When it was queued: the outbox lists mails in this order. */
  queuedAt: Date;
}

// Bounded waits, so a mail server that hangs costs seconds, well inside the worker's lease.
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let transporter: { url: string; transport: Transporter } | null = null;

function smtp(url: string): Transporter {
  if (transporter?.url !== url) {
    transporter?.transport.close();
    transporter = { url, transport: nodemailer.createTransport({ url, ...timeouts }) };
  }
  return transporter.transport;
}

export async function deliverMail(mail: OutgoingMail): Promise<void> {
  const { id, queuedAt, ...content } = mail;
  if (config.smtpUrl) {
    await smtp(config.smtpUrl).sendMail({ from: config.mailFrom, messageId: `<${id}@${new URL(config.appUrl).hostname}>`, ...content });
    logger.info('mail sent', { mailId: id, subject: mail.subject });
    return;
  }
  await writeToOutbox({ id, from: config.mailFrom, createdAt: queuedAt.toISOString(), ...content });
}

/** Closes the SMTP connection (tests). */
export function resetMailTransport(): void {
  transporter?.transport.close();
  transporter = null;
}
