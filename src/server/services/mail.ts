/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the local outbox
 * (outbox.ts) that only the machine's operator can read at /dev/outbox.
 */
import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import { logger } from './logger';
import { writeToOutbox } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
export interface StoredMail extends Mail {
  id: string;
  from: string;
  createdAt: string;
}

let transporter: Transporter | null = null;

export async function sendMail(mail: Mail): Promise<void> {
  if (config.smtpUrl) {
    transporter ??= nodemailer.createTransport(config.smtpUrl);
    await transporter.sendMail({ from: config.mailFrom, ...mail });
    logger.info('mail sent', { subject: mail.subject });
    return;
  }
  const stored: StoredMail = { id: crypto.randomUUID(), from: config.mailFrom, createdAt: new Date().toISOString(), ...mail };
  await writeToOutbox(stored);
}

/** Closes the SMTP connection pool (tests). */
export function resetMailTransport(): void {
  transporter?.close();
  transporter = null;
}
