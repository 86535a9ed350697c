/**
 * The local outbox (config.outboxDir) of one test file: a temporary directory, SMTP switched off,
 * both restored afterwards. Mails are read straight from the files, not through the server's listing,
 * after the queued ones have been delivered (helpers/mail-queue.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { config } from '@/server/config';
import type { StoredMail } from '@/server/services/mail/mail-message';
import { deliverQueuedMail } from './mail-queue';

export function useLocalOutbox(): void {
  const saved = { outboxDir: config.outboxDir, smtpUrl: config.smtpUrl };
  beforeAll(() => {
    config.outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-outbox-'));
    config.smtpUrl = undefined;
  });
  afterAll(() => {
    fs.rmSync(config.outboxDir, { recursive: true, force: true });
    Object.assign(config, saved);
  });
}

/** Every mail sent so far, oldest first. */
export async function readOutbox(): Promise<StoredMail[]> {
  await deliverQueuedMail();
  if (!fs.existsSync(config.outboxDir)) return [];
  return fs
    .readdirSync(config.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(config.outboxDir, file), 'utf8')) as StoredMail);
}

export async function mailsTo(address: string): Promise<StoredMail[]> {
  return (await readOutbox()).filter((mail) => mail.to === address);
}

/** The value of `param` in the link of a mail's text (e.g. `confirm` or `token`). */
export function linkParam(mail: StoredMail, linkPath: string, param: string): string {
  const escaped = linkPath.replace(/[/?]/g, (c) => `\\${c}`);
  const match = mail.text.match(new RegExp(`https?://\\S+${escaped}\\?${param}=([^\\s&]+)`));
  if (!match?.[1]) throw new Error(`no ${linkPath}?${param}= link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

/** The one mail sent to `address`, and its link parameter. */
export async function lastTokenTo(address: string, linkPath: string, param: string): Promise<string> {
  const mails = await mailsTo(address);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${address}`);
  return linkParam(last, linkPath, param);
}
