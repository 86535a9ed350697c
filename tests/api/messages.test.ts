/** Issue 27: threads between a load's customer and a transport company — who reads them, masking, the award, public answers. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageReports, messageThreads, notifications } from '@/server/db/schema';
import { cleanUp } from '@/server/services/maintenance/maintenance';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';
import { bidFromNewTransporter } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';

const db = useTestDatabase();

async function auction(title = 'Piano to Mostar') {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput({ title }));
  return { owner, id };
}

const bidder = (transportId: string, amount: number) => bidFromNewTransporter(db(), transportId, amount);

const bodies = (page: { messages: { body: string }[] }) => page.messages.map((message) => message.body);

describe(`messages on ${testDatabaseKind}`, () => {
  it('lets a transporter ask on an open load and the customer answer; nobody else reads the thread', async () => {
    const { owner, id } = await auction();
    const asker = await createTransporter(db());
    const { threadId } = await asker.caller.messages.open({ transportId: id });
    await asker.caller.messages.send({ threadId, body: 'Is there a forklift on site?' });
    // The customer sees it in the inbox, unread, and answers.
    const inbox = await owner.caller.messages.inbox({});
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      id: threadId,
      transportId: id,
      title: 'Piano to Mostar',
      unread: 1,
      last: { mine: false, body: 'Is there a forklift on site?' },
    });
    expect(await owner.caller.messages.unread()).toEqual({ total: 1 });
    await owner.caller.messages.send({ threadId, body: 'Yes, until 16:00.' });
    const page = await asker.caller.messages.thread({ threadId });
    expect(bodies(page)).toEqual(['Is there a forklift on site?', 'Yes, until 16:00.']);
    expect(page.head).toMatchObject({ side: 'company', revealed: false, closed: false });
    expect(await owner.caller.messages.unread()).toEqual({ total: 0 });
    // Another transporter, another customer: NOT_FOUND for every procedure.
    const stranger = await createTransporter(db());
    const otherCustomer = await createAccount(db(), 'USER');
    for (const outsider of [stranger, otherCustomer]) {
      await expectTrpcError(outsider.caller.messages.thread({ threadId }), 'NOT_FOUND');
      await expectTrpcError(outsider.caller.messages.send({ threadId, body: 'hello' }), 'NOT_FOUND');
      await expectTrpcError(outsider.caller.messages.markRead({ threadId, upTo: page.messages[0]!.id }), 'NOT_FOUND');
      await expectTrpcError(outsider.caller.messages.report({ messageId: page.messages[0]!.id, reason: 'spam' }), 'NOT_FOUND');
      expect((await outsider.caller.messages.inbox({})).items).toHaveLength(0);
    }
    // The customer may not open a thread with a company that did not bid.
    await expectTrpcError(owner.caller.messages.open({ transportId: id, companyId: stranger.company.id }), 'NOT_FOUND');
  });

  it('masks contact details before the award, in both directions, and reveals them in the winner’s thread at the award', async () => {
    const { owner, id } = await auction();
    const win = await bidder(id, 300);
    const lose = await bidder(id, 320);
    const { threadId } = await owner.caller.messages.open({ transportId: id, companyId: win.carrier.company.id });
    const sent = await owner.caller.messages.send({ threadId, body: 'Call me on +387 61 123 456 or ivan@example.ba' });
    expect(sent.masked).toBe(true);
    expect(sent.body).not.toContain('123 456');
    expect(sent.body).not.toContain('ivan@example.ba');
    const reply = await win.carrier.caller.messages.send({ threadId, body: 'Our number is 061 987 654, price 300 EUR for 24 t' });
    expect(reply.body).not.toContain('987 654');
    expect(reply.body).toContain('300 EUR');
    const { threadId: loserThread } = await lose.carrier.caller.messages.open({ transportId: id });
    await lose.carrier.caller.messages.send({ threadId: loserThread, body: 'Any chance?' });

    const unreadBefore = [(await owner.caller.messages.unread()).total, (await lose.carrier.caller.messages.unread()).total];
    await owner.caller.transports.award({ transportId: id, bidId: win.bid.id });
    // Tovar's notes of the award are news to the companies, not to the customer who awarded.
    expect([(await owner.caller.messages.unread()).total, (await lose.carrier.caller.messages.unread()).total]).toEqual([
      unreadBefore[0],
      unreadBefore[1]! + 1,
    ]);
    const after = await win.carrier.caller.messages.thread({ threadId });
    expect(after.head.revealed).toBe(true);
    const award = after.messages.at(-1);
    expect(award).toMatchObject({ kind: 'system', event: { name: 'awarded' } });
    expect(award?.event?.params).toMatchObject({ customerEmail: owner.user.email, companyName: win.carrier.company.name });
    const unmasked = await win.carrier.caller.messages.send({ threadId, body: 'Call me on +387 61 123 456' });
    expect(unmasked).toMatchObject({ masked: false, body: 'Call me on +387 61 123 456' });
    // The other bidder's thread says the load went to another company, and stays masked.
    const loser = await lose.carrier.caller.messages.thread({ threadId: loserThread });
    expect(loser.messages.at(-1)).toMatchObject({ kind: 'system', event: { name: 'awardedToOther' } });
    expect((await lose.carrier.caller.messages.send({ threadId: loserThread, body: 'ok: 061 222 333' })).masked).toBe(true);
  });

  it('starts the winner’s thread at the award when they never wrote, with both sides’ contacts', async () => {
    const { owner, id } = await auction();
    const win = await bidder(id, 280);
    await owner.caller.transports.award({ transportId: id, bidId: win.bid.id });
    const inbox = await win.carrier.caller.messages.inbox({});
    expect(inbox.items).toHaveLength(1);
    const page = await win.carrier.caller.messages.thread({ threadId: inbox.items[0]!.id });
    expect(page.head.revealed).toBe(true);
    expect(page.messages.map((message) => message.event?.name)).toEqual(['awarded']);
  });

  it('shows a question answered for everyone on the load to every transporter, without who asked', async () => {
    const { owner, id } = await auction();
    const asker = await createTransporter(db());
    const { threadId } = await asker.caller.messages.open({ transportId: id });
    const question = await asker.caller.messages.send({ threadId, body: 'Can the pallets be stacked? Call 061 555 444' });
    await owner.caller.messages.send({ threadId, body: 'No, they cannot be stacked.', publicQuestionId: question.id });
    const other = await createTransporter(db());
    const answers = await other.caller.messages.publicAnswers({ transportId: id });
    expect(answers).toHaveLength(1);
    expect(answers[0]?.answer).toBe('No, they cannot be stacked.');
    expect(answers[0]?.question).toContain('Can the pallets be stacked?');
    expect(answers[0]?.question).not.toContain('555 444');
    expect(JSON.stringify(answers)).not.toContain(asker.company.name);
    expect((await owner.caller.messages.publicAnswers({ transportId: id })).map((a) => a.id)).toEqual(answers.map((a) => a.id));
    const page = await asker.caller.messages.thread({ threadId });
    expect(page.messages[0]?.answeredPublicly).toBe(true);
    // Only once, only the customer, only the company's question.
    await expectTrpcError(owner.caller.messages.send({ threadId, body: 'again', publicQuestionId: question.id }), 'NOT_FOUND');
    const own = await owner.caller.messages.send({ threadId, body: 'A note' });
    await expectTrpcError(owner.caller.messages.send({ threadId, body: 'x', publicQuestionId: own.id }), 'NOT_FOUND');
    await expectTrpcError(asker.caller.messages.send({ threadId, body: 'x', publicQuestionId: question.id }), 'NOT_FOUND');
    // A customer who does not own the load sees nothing.
    const stranger = await createAccount(db(), 'USER');
    await expectTrpcError(stranger.caller.messages.publicAnswers({ transportId: id }), 'NOT_FOUND');
  });

  it('keeps read marks per side: the other side sees up to where it was read, and the bell notice is read with the thread', async () => {
    const { owner, id } = await auction();
    const carrier = await createTransporter(db());
    const { threadId } = await carrier.caller.messages.open({ transportId: id });
    const first = await carrier.caller.messages.send({ threadId, body: 'One' });
    const second = await carrier.caller.messages.send({ threadId, body: 'Two' });
    const bell = await owner.caller.notifications.list({});
    expect(bell.items[0]).toMatchObject({ kind: 'messageNew', count: 2, path: `/platform/messages?thread=${threadId}` });
    await owner.caller.messages.markRead({ threadId, upTo: first.id });
    expect((await owner.caller.messages.inbox({})).items[0]?.unread).toBe(1);
    expect((await carrier.caller.messages.thread({ threadId })).head.otherReadId).toBe(first.id);
    await owner.caller.messages.markRead({ threadId, upTo: second.id });
    expect((await owner.caller.messages.unread()).total).toBe(0);
    expect((await carrier.caller.messages.thread({ threadId })).head.otherReadId).toBe(second.id);
    expect((await owner.caller.notifications.list({ unreadOnly: true })).items).toHaveLength(0);
    // A mark never moves back.
    await owner.caller.messages.markRead({ threadId, upTo: first.id });
    expect((await carrier.caller.messages.thread({ threadId })).head.otherReadId).toBe(second.id);
  });

  it('pages a thread by id: newest first page, older before, newer after', async () => {
    const { owner, id } = await auction();
    const carrier = await createTransporter(db());
    const { threadId } = await carrier.caller.messages.open({ transportId: id });
    for (let i = 1; i <= 35; i += 1) await (i % 2 ? carrier : owner).caller.messages.send({ threadId, body: `m${i}` });
    const newest = await owner.caller.messages.thread({ threadId });
    expect(bodies(newest)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 6}`));
    expect(newest.olderCursor).toBe(newest.messages[0]!.id);
    const older = await owner.caller.messages.thread({ threadId, before: newest.olderCursor! });
    expect(bodies(older)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.olderCursor).toBeNull();
    const latest = newest.messages.at(-1)!.id;
    await carrier.caller.messages.send({ threadId, body: 'm36' });
    const live = await owner.caller.messages.thread({ threadId, after: latest });
    expect(live).toMatchObject({ reset: false });
    expect(bodies(live)).toEqual(['m36']);
  });

  it('refuses empty and over-long messages with translated keys', async () => {
    const { id } = await auction();
    const carrier = await createTransporter(db());
    const { threadId } = await carrier.caller.messages.open({ transportId: id });
    await expectTrpcError(carrier.caller.messages.send({ threadId, body: '   ' }), 'BAD_REQUEST');
    await expectTrpcError(carrier.caller.messages.send({ threadId, body: 'x'.repeat(2001) }), 'BAD_REQUEST');
    expect((await carrier.caller.messages.send({ threadId, body: 'x'.repeat(2000) })).body).toHaveLength(2000);
  });

  it('stores a report with a copy of the message for an operator, only for the other side’s messages', async () => {
    const { owner, id } = await auction();
    const carrier = await createTransporter(db());
    const { threadId } = await carrier.caller.messages.open({ transportId: id });
    const rude = await carrier.caller.messages.send({ threadId, body: 'Pay outside the platform' });
    await owner.caller.messages.report({ messageId: rude.id, reason: 'fraud', note: 'asks for cash' });
    await owner.caller.messages.report({ messageId: rude.id, reason: 'fraud' });
    const reports = await db().select().from(messageReports);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      messageId: rude.id,
      reporterId: owner.user.id,
      reason: 'fraud',
      note: 'asks for cash',
      body: 'Pay outside the platform',
    });
    await expectTrpcError(carrier.caller.messages.report({ messageId: rude.id, reason: 'spam' }), 'NOT_FOUND');
  });

  it('keeps a removed load’s threads readable, read-only, for 30 days, then deletes them', async () => {
    const { owner, id } = await auction();
    const carrier = await createTransporter(db());
    const { threadId } = await carrier.caller.messages.open({ transportId: id });
    await carrier.caller.messages.send({ threadId, body: 'Still on?' });
    await owner.caller.transports.remove({ id });
    const page = await carrier.caller.messages.thread({ threadId });
    expect(page.head).toMatchObject({ closed: true, transportId: null, title: 'Piano to Mostar' });
    expect(page.messages.at(-1)?.event?.name).toBe('transportRemoved');
    expect(bodies(await owner.caller.messages.thread({ threadId }))).toContain('Still on?');
    await expectTrpcError(carrier.caller.messages.send({ threadId, body: 'hello?' }), 'CONFLICT');
    await cleanUp(db(), Date.now() + 29 * 86_400_000);
    expect(await db().select().from(messageThreads).where(eq(messageThreads.id, threadId))).toHaveLength(1);
    await cleanUp(db(), Date.now() + 31 * 86_400_000);
    expect(await db().select().from(messageThreads).where(eq(messageThreads.id, threadId))).toHaveLength(0);
  });

  it('tells the other side in the bell, collapsed per thread, and never the writer', async () => {
    const { owner, id } = await auction();
    const carrier = await createTransporter(db());
    const { threadId } = await carrier.caller.messages.open({ transportId: id });
    await carrier.caller.messages.send({ threadId, body: 'a' });
    await carrier.caller.messages.send({ threadId, body: 'b' });
    const told = await db().select().from(notifications).where(eq(notifications.subjectKey, threadId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: owner.user.id, count: 2, subjectKey: threadId });
  });
});
