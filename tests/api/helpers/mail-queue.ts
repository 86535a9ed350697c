/**
 * The mail queue in API tests: actions only queue their mails, so a test that reads them first
 * runs a delivery worker over the queue (no waiting on the server's timers). Also: a local port with
 * no mail server behind it, the queue rows of one recipient, and the logger's lines.
 */
import net from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '@/server/db/client';
import { mailQueue } from '@/server/db/schema';
import { createMailWorker } from '@/server/services/mail/mail-worker';
import { openTestDatabases } from './database';

/** Delivers every mail due now, on `db` or on each database this test file has open. */
export async function deliverQueuedMail(db?: Db): Promise<void> {
  for (const target of db ? [db] : [...openTestDatabases]) await createMailWorker(target).drain();
}

/** A port that was free a moment ago and has nothing listening now (SMTP down). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function queuedTo(db: Db, recipient: string) {
  return db.select().from(mailQueue).where(eq(mailQueue.recipient, recipient)).orderBy(asc(mailQueue.createdAt));
}

/** The logger's lines from now on (the logger is silent in tests unless TOVAR_LOG is unset). */
export function captureLogs(): string[] {
  const lines: string[] = [];
  vi.stubEnv('TOVAR_LOG', '');
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0);
  }
  return lines;
}

/** How long a test waits for a running worker at most (a loaded machine is slow; no fixed sleep). */
export const delivery = { timeout: 20_000 };
