/**
 * The local outbox (config.outboxDir) of one test file: a temporary directory, SMTP switched off,
 * both restored afterwards. Mails are read straight from the files, not through the server's listing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { config } from '@/server/config';
import type { StoredMail } from '@/server/services/mail';

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

/** Every mail written so far, oldest first. */
export function readOutbox(): StoredMail[] {
  if (!fs.existsSync(config.outboxDir)) return [];
  return fs
    .readdirSync(config.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(config.outboxDir, file), 'utf8')) as StoredMail);
}

export function mailsTo(address: string): StoredMail[] {
  return readOutbox().filter((mail) => mail.to === address);
}

/** The value of `param` in the link of a mail's text (e.g. `confirm` or `token`). */
export function linkParam(mail: StoredMail, linkPath: string, param: string): string {
  const escaped = linkPath.replace(/[/?]/g, (c) => `\\${c}`);
  const match = mail.text.match(new RegExp(`https?://\\S+${escaped}\\?${param}=([^\\s&]+)`));
  if (!match?.[1]) throw new Error(`no ${linkPath}?${param}= link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

/** The one mail sent to `address`, and its link parameter. */
export function lastTokenTo(address: string, linkPath: string, param: string): string {
  const mails = mailsTo(address);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${address}`);
  return linkParam(last, linkPath, param);
}
