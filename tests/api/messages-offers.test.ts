/** Issue 27: counter-offers inside a thread (accept, decline, expiry, replaced) and files only the two sides read. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids, messages } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';
import { bidFromNewTransporter } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';
import { minimalPdf, photo, upload, useUploadServer } from './helpers/uploads';

const db = useTestDatabase();
const server = useUploadServer(db);

async function biddingThread(amount = 500) {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput({ title: 'Tiles to Split' }));
  const { carrier, bid } = await bidFromNewTransporter(db(), id, amount);
  const { threadId } = await owner.caller.messages.open({ transportId: id, companyId: carrier.company.id });
  return { owner, carrier, id, bid, threadId };
}

async function bidAmount(bidId: string) {
  const [row] = await db().select({ amount: bids.amount }).from(bids).where(eq(bids.id, bidId));
  return row?.amount;
}

describe(`counter-offers on ${testDatabaseKind}`, () => {
  it('lets the transporter accept a price: the bid takes it and the customer can award it', async () => {
    const { owner, carrier, id, bid, threadId } = await biddingThread();
    const offer = await owner.caller.messages.offer({ threadId, amount: 420 });
    expect(offer.offer).toMatchObject({ amount: 420, currency: 'EUR', state: 'open' });
    const hours = (offer.offer!.validUntil.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Only the company answers; the customer's own answer is NOT_FOUND.
    await expectTrpcError(owner.caller.messages.answerOffer({ messageId: offer.id, accept: true }), 'NOT_FOUND');
    await carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true });
    expect(await bidAmount(bid.id)).toBe(420);
    const page = await owner.caller.messages.thread({ threadId });
    expect(page.messages.map((m) => m.offer?.state ?? m.event?.name)).toEqual(['accepted', 'offerAccepted']);
    expect(page.head.bid).toMatchObject({ amount: 420, status: 'PENDING' });
    await expectTrpcError(carrier.caller.messages.answerOffer({ messageId: offer.id, accept: false }), 'CONFLICT');
    await owner.caller.transports.award({ transportId: id, bidId: bid.id });
  });

  it('keeps the history: a newer offer replaces an open one, a declined one stays declined, the bid keeps its price', async () => {
    const { owner, carrier, bid, threadId } = await biddingThread();
    const first = await owner.caller.messages.offer({ threadId, amount: 400 });
    const second = await owner.caller.messages.offer({ threadId, amount: 450 });
    await expectTrpcError(carrier.caller.messages.answerOffer({ messageId: first.id, accept: true }), 'CONFLICT');
    await carrier.caller.messages.answerOffer({ messageId: second.id, accept: false });
    expect(await bidAmount(bid.id)).toBe(500);
    const page = await carrier.caller.messages.thread({ threadId });
    expect(page.messages.map((m) => m.offer?.state ?? m.event?.name)).toEqual(['replaced', 'declined', 'offerDeclined']);
  });

  it('lets an offer run out: expired, it cannot be accepted; never past the loading day', async () => {
    const { owner, carrier, threadId } = await biddingThread();
    const offer = await owner.caller.messages.offer({ threadId, amount: 410, validUntil: new Date(Date.now() + 60_000) });
    await db()
      .update(messages)
      .set({ offerUntil: new Date(Date.now() - 1_000) })
      .where(eq(messages.id, offer.id));
    expect((await carrier.caller.messages.thread({ threadId })).messages[0]?.offer?.state).toBe('expired');
    await expectTrpcError(carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true }), 'CONFLICT');
    const late = await owner.caller.messages.offer({ threadId, amount: 430, validUntil: new Date(Date.now() + 30 * 86_400_000) });
    const head = (await owner.caller.messages.thread({ threadId })).head;
    expect(late.offer?.validUntil.toISOString()).toBe(`${head.loadingDate}T23:59:59.999Z`);
  });

  it('closes when its bid stops standing on an open load: another award, a withdrawal, a cancellation', async () => {
    const { owner, carrier, id, threadId } = await biddingThread(500);
    const { carrier: rival, bid: rivalBid } = await bidFromNewTransporter(db(), id, 480);
    const { threadId: rivalThread } = await owner.caller.messages.open({ transportId: id, companyId: rival.company.id });
    const offer = await owner.caller.messages.offer({ threadId, amount: 450 });
    const rivalOffer = await owner.caller.messages.offer({ threadId: rivalThread, amount: 440 });
    await owner.caller.transports.award({ transportId: id, bidId: rivalBid.id });
    for (const [reader, thread] of [
      [carrier, threadId],
      [owner, threadId],
      [rival, rivalThread],
    ] as const) {
      expect((await reader.caller.messages.thread({ threadId: thread })).messages.find((m) => m.offer)?.offer?.state).toBe('closed');
    }
    await expectTrpcError(carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true }), 'CONFLICT', 'messages:offerNotOpen');
    await expectTrpcError(
      rival.caller.messages.answerOffer({ messageId: rivalOffer.id, accept: false }),
      'CONFLICT',
      'messages:offerNotOpen',
    );

    const withdrawn = await biddingThread();
    const untouched = await bidFromNewTransporter(db(), withdrawn.id, 470);
    const { threadId: untouchedThread } = await withdrawn.owner.caller.messages.open({
      transportId: withdrawn.id,
      companyId: untouched.carrier.company.id,
    });
    await withdrawn.owner.caller.messages.offer({ threadId: withdrawn.threadId, amount: 450 });
    await withdrawn.owner.caller.messages.offer({ threadId: untouchedThread, amount: 440 });
    await withdrawn.carrier.caller.bids.withdraw({ transportId: withdrawn.id });
    const stateIn = async (thread: string) =>
      (await withdrawn.owner.caller.messages.thread({ threadId: thread })).messages.find((m) => m.offer)?.offer?.state;
    expect([await stateIn(withdrawn.threadId), await stateIn(untouchedThread)]).toEqual(['closed', 'open']);
    await withdrawn.owner.caller.transports.cancel({ id: withdrawn.id });
    expect(await stateIn(untouchedThread)).toBe('closed');
  });

  it('is only for the customer, on a standing bid of an open load', async () => {
    const { owner, carrier, id, bid, threadId } = await biddingThread();
    await expectTrpcError(carrier.caller.messages.offer({ threadId, amount: 300 }), 'NOT_FOUND');
    await expectTrpcError(owner.caller.messages.offer({ threadId, amount: 0 }), 'BAD_REQUEST');
    await carrier.caller.bids.withdraw({ transportId: id });
    await expectTrpcError(owner.caller.messages.offer({ threadId, amount: 300 }), 'CONFLICT');
    expect(bid.id).toBeTruthy();
  });
});

describe(`files in threads on ${testDatabaseKind}`, () => {
  it('posts a photo and a PDF that only the two sides can fetch', async () => {
    const { owner, carrier, threadId } = await biddingThread();
    const picture = await upload(server(), `message?thread=${threadId}&name=gate.jpg`, carrier.session.token, await photo(1200, 800));
    expect(picture.status).toBe(201);
    const pdf = await upload(
      server(),
      `message?thread=${threadId}&name=${encodeURIComponent('Packing list.pdf')}`,
      owner.session.token,
      minimalPdf,
    );
    expect(pdf.status).toBe(201);
    const page = await owner.caller.messages.thread({ threadId });
    expect(page.messages.map((m) => m.file?.name)).toEqual(['gate.jpg', 'Packing list.pdf']);
    const fetchAs = (key: string, token: string) =>
      fetch(`${server().base}/api/files/${encodeURIComponent(key)}`, { headers: { authorization: `Bearer ${token}` } });
    const seen = await fetchAs(picture.body.key!, owner.session.token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchAs(pdf.body.key!, carrier.session.token)).headers.get('content-disposition')).toMatch(/^attachment;/);
    const stranger = await createTransporter(db());
    expect((await fetchAs(picture.body.key!, stranger.session.token)).status).toBe(404);
    expect((await upload(server(), `message?thread=${threadId}&name=x.pdf`, stranger.session.token, minimalPdf)).status).toBe(404);
    expect(
      (await upload(server(), `message?thread=${threadId}&name=x.txt`, owner.session.token, Buffer.from('hello world, plain text'))).status,
    ).toBe(415);
  });
});
