/**
 * A photo or PDF posted into a thread (through the upload pipeline: type from the bytes, images
 * re-encoded, limits). The file is readable only by the thread's two sides (uploads/files-route.ts);
 * its name is shown as the sender gave it. The caller's side is checked before the body is read
 * (`fileThread`) and again, with the row locked, when the message is written.
 */
import type { Db } from '../../db/client';
import type { AccountType } from '@/lib/constants';
import { rowsOf } from '../../db/rows';
import { sql } from 'drizzle-orm';
import { appendMessage } from './message-append';
import { assertWritable, partyOf, threadForCaller, type Caller } from './thread-access';

export interface PostedFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** Refuses (NOT_FOUND, CONFLICT) a file for a thread the caller is not a side of, or that is read-only. */
export async function fileThread(db: Db, caller: Caller, threadId: string): Promise<void> {
  const { thread } = await threadForCaller(db, threadId, caller);
  assertWritable(thread);
}

export async function postFile(db: Db, caller: Caller, threadId: string, file: PostedFile): Promise<number> {
  return db.transaction(async (tx) => {
    const { thread, side } = await threadForCaller(tx, threadId, caller, true);
    assertWritable(thread);
    const row = await appendMessage(tx, thread, {
      side,
      authorId: caller.userId,
      kind: 'file',
      fileKey: file.key,
      fileName: file.name,
      fileType: file.type,
      fileSize: file.size,
    });
    return row.id;
  });
}

/** Whether `userId` (of `role`) is a side of the thread holding the file `key`. */
export async function mayReadFile(
  db: Db,
  caller: { userId: string; role: AccountType },
  key: string,
): Promise<{ name: string; type: string } | null> {
  const party = await partyOf(db, caller);
  const side = party.side === 'customer' ? sql`t.customer_id` : sql`t.company_id`;
  const [row] = await rowsOf<{ name: string; type: string }>(
    db,
    sql`select m.file_name as name, m.file_type as type from messages m join message_threads t on t.id = m.thread_id
      where m.file_key = ${key} and ${side} = ${party.id} limit 1`,
  );
  return row ?? null;
}
