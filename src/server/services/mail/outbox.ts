/**
 * The local outbox: without SMTP, mails land as JSON files in DATA_DIR/outbox and /dev/outbox lists
 * them to the operator (outbox-access.ts decides who that is). The key in the outbox address is made
 * at start and never written to disk: a key on disk outlives the process and travels with every copy
 * of the data directory, while the console shows the current one at each start. TOVAR_OUTBOX_KEY
 * sets it instead (tests, or an operator who wants a stable address).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../../config';
import { logger } from '../../platform/logger';
import { verbatim } from '../../platform/log-redaction';
import { outboxAccess } from './outbox-access';
import type { StoredMail } from './mail-message';

const minKeyLength = 32;

// One key per process, even when the server layer and the pages each bundle a copy of this module.
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for('tovar.outbox')] ??= {}) as { key?: string; announced?: boolean };

/** The local outbox is on only without SMTP, and never on a production server unless it runs the demo. */
export function outboxEnabled(): boolean {
  return !config.smtpUrl && (!config.production || config.seedDemo);
}

export function outboxKey(): string {
  const configured = process.env.TOVAR_OUTBOX_KEY;
  if (!configured) return (state.key ??= crypto.randomBytes(32).toString('base64url'));
  if (configured.length < minKeyLength) {
    throw new Error(`TOVAR_OUTBOX_KEY must be at least ${minKeyLength} characters (random, e.g. openssl rand -base64 32)`);
  }
  return configured;
}

/** Where the operator reads the outbox (print it at start), or null while it is off. */
export function outboxUrl(baseUrl: string): string | null {
  if (!outboxEnabled()) return null;
  return `${baseUrl.replace(/\/+$/, '')}/dev/outbox?key=${encodeURIComponent(outboxKey())}`;
}

export async function writeToOutbox(mail: StoredMail): Promise<void> {
  await fs.mkdir(config.outboxDir, { recursive: true });
  // Named by queue time: the listing shows mails in the order they were sent.
  const file = path.join(config.outboxDir, `${Date.parse(mail.createdAt)}-${mail.id}.json`);
  await fs.writeFile(file, JSON.stringify(mail, null, 2), { mode: 0o600 });
  logger.info('mail written to the local outbox', { subject: mail.subject });
  if (!state.announced) {
    state.announced = true;
    logger.info('the local outbox is readable from this machine only', { url: verbatim(outboxUrl(config.localUrl) ?? '') });
  }
}

export async function listOutbox(limit = 50): Promise<StoredMail[]> {
  const files = await fs.readdir(config.outboxDir).catch(() => [] as string[]);
  const newest = files
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map(async (file) => JSON.parse(await fs.readFile(path.join(config.outboxDir, file), 'utf8')) as StoredMail));
}

export interface OutboxVisit {
  /** Reads the TCP peer's address; may throw where the adapter has none. */
  clientAddress: () => string;
  url: URL;
  headers: Headers;
}

/** The newest mails for the operator; null (answer 404, show nothing) for anyone else. */
export async function outboxFor(visit: OutboxVisit): Promise<StoredMail[] | null> {
  let clientAddress = '';
  try {
    clientAddress = visit.clientAddress();
  } catch {
    // No address known: not the operator.
  }
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => visit.headers.has(name));
  const enabled = outboxEnabled();
  const allowed = outboxAccess({
    enabled,
    clientAddress,
    key: visit.url.searchParams.get('key'),
    expectedKey: enabled ? outboxKey() : '',
    forwarded,
  });
  return allowed ? listOutbox() : null;
}
