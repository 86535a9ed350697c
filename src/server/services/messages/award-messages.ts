/**
 * What the award writes into the load's threads, in the award's transaction: the winner's thread
 * (started now if they never wrote) is revealed, so masking ends, and Tovar gives both sides'
 * contact details in it; every other company's thread on the load says the load went to another.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { messageThreads, type MessageThread, type Transport } from '../../db/schema';
import { appendMessage } from './message-append';
import { closeOpenOffers } from './counter-offers';
import { ensureThread } from './thread-open';
import { customerNameSql } from './thread-parties';

interface Contacts extends Record<string, unknown> {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  company_name: string;
  company_person: string;
  company_email: string;
  company_phone: string;
}

async function contactsOf(db: Db, customerId: string, companyId: string): Promise<Record<string, string>> {
  const [row] = await rowsOf<Contacts>(
    db,
    sql`select ${customerNameSql} as customer_name,
        coalesce(nullif(oc.email, ''), u.email) as customer_email, coalesce(nullif(oc.phone, ''), u.phone, '') as customer_phone,
        c.name as company_name, c.contact_person as company_person, c.email as company_email, c.phone as company_phone
      from users u left join companies oc on oc.owner_id = u.id, companies c
      where u.id = ${customerId} and c.id = ${companyId}`,
  );
  return {
    customerName: row?.customer_name ?? '',
    customerEmail: row?.customer_email ?? '',
    customerPhone: row?.customer_phone ?? '',
    companyName: row?.company_name ?? '',
    companyPerson: row?.company_person ?? '',
    companyEmail: row?.company_email ?? '',
    companyPhone: row?.company_phone ?? '',
  };
}

/** `awardedBy`: the customer's award, or the company that booked the load at its book-now price. */
export async function writeAward(
  tx: Db,
  transport: Pick<Transport, 'id' | 'title' | 'ownerId'>,
  winnerCompanyId: string | null,
  awardedBy: ThreadSide,
): Promise<void> {
  if (winnerCompanyId) {
    const id = await ensureThread(tx, {
      transportId: transport.id,
      customerId: transport.ownerId,
      companyId: winnerCompanyId,
      title: transport.title,
      revealed: true,
    });
    const [thread] = await tx.update(messageThreads).set({ revealedAt: new Date() }).where(eq(messageThreads.id, id)).returning();
    if (thread) await systemMessage(tx, thread, 'awarded', await contactsOf(tx, transport.ownerId, winnerCompanyId), awardedBy);
  }
  const others = await tx
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.transportId, transport.id), winnerCompanyId ? ne(messageThreads.companyId, winnerCompanyId) : undefined));
  // The customer who awarded has read it in every thread; a load booked by another company is news to her too.
  const othersCausedBy = awardedBy === 'customer' ? 'customer' : undefined;
  for (const thread of others) await systemMessage(tx, thread, 'awardedToOther', {}, othersCausedBy);
  await closeOpenOffers(tx, transport.id);
}

/** Before the load is removed: its threads say so and become read-only (kept 30 days: maintenance). */
export async function closeThreads(tx: Db, transportId: string): Promise<void> {
  const threads = await tx
    .update(messageThreads)
    .set({ closedAt: new Date() })
    .where(eq(messageThreads.transportId, transportId))
    .returning();
  for (const thread of threads) await systemMessage(tx, thread, 'transportRemoved', {}, 'customer');
  await closeOpenOffers(tx, transportId);
}

/** `causedBy`: the side whose action it tells of, which has read it. */
function systemMessage(
  tx: Db,
  thread: MessageThread,
  event: 'awarded' | 'awardedToOther' | 'transportRemoved',
  params: Record<string, string>,
  causedBy: ThreadSide | undefined,
) {
  return appendMessage(tx, thread, { side: 'system', authorId: null, kind: 'system', systemEvent: event, params }, causedBy);
}
