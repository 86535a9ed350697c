/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise a local outbox of JSON
 * files in DATA_DIR/outbox that the development page /dev/outbox lists.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config';
import { logger } from './logger';

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
  await fs.mkdir(config.outboxDir, { recursive: true });
  await fs.writeFile(path.join(config.outboxDir, `${Date.now()}-${stored.id}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
  logger.info('mail written to the local outbox', { subject: mail.subject });
}

/** The local outbox is on only without SMTP, and never on a production server unless it runs the demo. */
export function outboxEnabled(): boolean {
  return !config.smtpUrl && (!config.production || config.seedDemo);
}

export async function listOutbox(limit = 50): Promise<StoredMail[]> {
  const files = await fs.readdir(config.outboxDir).catch(() => [] as string[]);
  const newest = files.filter((file) => file.endsWith('.json')).sort().reverse().slice(0, limit);
  return Promise.all(newest.map(async (file) => JSON.parse(await fs.readFile(path.join(config.outboxDir, file), 'utf8')) as StoredMail));
}

/** Closes the SMTP connection pool (tests). */
export function resetMailTransport(): void {
  transporter?.close();
  transporter = null;
}
