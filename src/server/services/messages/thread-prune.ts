/** A removed load's threads are kept read-only for 30 days (closedThreadDays), then deleted with their messages. */
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { closedThreadDays } from '@/lib/messages';
import type { Db } from '../../db/client';
import { messages, messageThreads } from '../../db/schema';

/** Deletes the threads closed longer ago than the retention; returns the keys of their files, for the caller to remove. */
export async function pruneClosedThreads(db: Db, now: Date): Promise<string[]> {
  const before = new Date(now.getTime() - closedThreadDays * 86_400_000);
  return db.transaction(async (tx) => {
    const gone = await tx
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(isNotNull(messageThreads.closedAt), lt(messageThreads.closedAt, before)))
      .for('update');
    if (gone.length === 0) return [];
    const ids = gone.map((thread) => thread.id);
    const files = await tx
      .select({ key: messages.fileKey })
      .from(messages)
      .where(and(inArray(messages.threadId, ids), isNotNull(messages.fileKey)));
    await tx.delete(messageThreads).where(inArray(messageThreads.id, ids));
    return files.flatMap((file) => (file.key ? [file.key] : []));
  });
}
