/**
 * Temporary files of uploads that never finished: a crash (or a kill) mid-upload leaves its `.part`
 * in `.incoming`, which no request will ever remove. At start and with the hourly maintenance, files
 * there older than an hour go; younger ones may belong to an upload still running.
 */
import fs from 'node:fs';
import path from 'node:path';
import { logger } from '../platform/logger';
import { discard, tempDir } from './storage';

export const staleIncomingMs = 3_600_000;

/** Removes stale temporary files; returns how many went. */
export async function sweepIncoming(now = Date.now()): Promise<number> {
  const dir = tempDir();
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs <= staleIncomingMs) continue;
    await discard(file);
    removed++;
  }
  if (removed > 0) logger.info('stale uploads removed', { removed });
  return removed;
}
