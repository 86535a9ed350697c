/**
 * A fresh demo's inboxes are not empty (issue 27): on the open auctions with the most bids, the
 * customer and two of the bidding companies talk — a question answered for everyone, a question
 * about the gate answered in the thread, and a counter-offer waiting for the transporter's answer.
 * Written through the same services as the app (masking, counters, bells).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bids, companies, messageThreads, transports } from '../db/schema';
import { makeOffer } from '../services/messages/counter-offers';
import { sendText } from '../services/messages/message-send';
import { ensureThread } from '../services/messages/thread-open';

const questions = [
  ['Is there a forklift at the loading place, or should we bring a tail lift?', 'There is a forklift on site until 15:00.'],
  ['Can the pallets be stacked?', 'No, please do not stack them: the goods are fragile.'],
] as const;

async function threadRow(db: Db, id: string) {
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, id));
  if (!thread) throw new Error('seed: the thread was just written');
  return thread;
}

export async function seedMessages(db: Db): Promise<void> {
  const loads = await db.select().from(transports).where(eq(transports.status, 'OPEN')).orderBy(desc(transports.bidCount)).limit(3);
  for (const [index, load] of loads.entries()) {
    const bidders = await db
      .select({ companyId: bids.companyId, transporterId: companies.ownerId, amount: bids.amount })
      .from(bids)
      .innerJoin(companies, eq(companies.id, bids.companyId))
      .where(and(eq(bids.transportId, load.id), eq(bids.status, 'PENDING')))
      .orderBy(bids.amount)
      .limit(2);
    for (const [turn, bidder] of bidders.entries()) {
      if (!bidder.companyId) continue;
      const id = await ensureThread(db, {
        transportId: load.id,
        customerId: load.ownerId,
        companyId: bidder.companyId,
        title: load.title,
        revealed: false,
      });
      const [question, answer] = questions[(index + turn) % questions.length] ?? questions[0];
      const asked = await sendText(db, await threadRow(db, id), { userId: bidder.transporterId, side: 'company' }, question);
      // The first thread of each load answers for everyone; the second in the thread only.
      await sendText(db, await threadRow(db, id), { userId: load.ownerId, side: 'customer' }, answer, turn === 0 ? asked.id : undefined);
      if (turn === 0) await makeOffer(db, await threadRow(db, id), load.ownerId, Math.round(bidder.amount * 0.9), undefined);
    }
  }
}
