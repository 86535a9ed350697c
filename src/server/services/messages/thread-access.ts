/**
 * Who may read a thread: its customer, and the transport company on its other side. Anyone else,
 * and any id no thread has, gets the same NOT_FOUND: a thread's existence is not told to strangers.
 */
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { transporterAccountTypes, type AccountType } from '@/lib/constants';
import type { ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { messageThreads, type MessageThread } from '../../db/schema';
import { companyIdOf } from '../accounts/company-of';

export const threadNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'messages:threadNotFound' });

export interface Caller {
  userId: string;
  role: AccountType;
}

/** A transport company's people write for their company; everyone else as a customer. */
export function sideOf(role: AccountType): ThreadSide {
  return (transporterAccountTypes as readonly AccountType[]).includes(role) ? 'company' : 'customer';
}

/** The caller's own party in threads: their user id as a customer, their company's id as a transporter. */
export async function partyOf(db: Db, caller: Caller): Promise<{ side: ThreadSide; id: string }> {
  const side = sideOf(caller.role);
  return { side, id: side === 'company' ? await companyIdOf(db, caller.userId) : caller.userId };
}

export function isPartyOf(thread: Pick<MessageThread, 'customerId' | 'companyId'>, party: { side: ThreadSide; id: string }): boolean {
  return party.side === 'customer' ? thread.customerId === party.id : thread.companyId === party.id;
}

/** The thread and the caller's side of it, or NOT_FOUND. `forUpdate` locks the row for the caller's transaction. */
export async function threadForCaller(db: Db, threadId: string, caller: Caller, forUpdate = false) {
  const party = await partyOf(db, caller);
  const query = db.select().from(messageThreads).where(eq(messageThreads.id, threadId)).limit(1);
  const [thread] = forUpdate ? await query.for('update') : await query;
  if (!thread || !isPartyOf(thread, party)) throw threadNotFound();
  return { thread, side: party.side };
}

/** The thread is read-only once its load was removed. */
export function assertWritable(thread: Pick<MessageThread, 'closedAt'>): void {
  if (thread.closedAt) throw new TRPCError({ code: 'CONFLICT', message: 'messages:threadClosed' });
}
