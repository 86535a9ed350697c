/**
 * Issue 27: a message reaches the other side's open tab over the one stream (unread total, a change
 * count), a message still unread an hour later is mailed once per thread until read, and each
 * person's pace is limited.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, users } from '@/server/db/schema';
import { limitsFor } from '@/server/platform/rate-limit';
import { mailUnreadMessages } from '@/server/services/messages/message-mail';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { openSubscription, type SseStream } from './helpers/sse-stream';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';

const db = useTestDatabase();

interface Messages {
  unread: number;
  changes: number;
}

async function nextMessages(stream: SseStream): Promise<Messages> {
  const event = await stream.until((candidate) => candidate.event === '');
  return (JSON.parse(event.data) as { json: { messages: Messages } }).json.messages;
}

async function conversation() {
  const owner = await createAccount(db(), 'USER');
  await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, owner.user.id));
  const { id } = await owner.caller.transports.create(validTransportInput({ title: 'Boxes to Tuzla' }));
  const carrier = await createTransporter(db());
  const { threadId } = await carrier.caller.messages.open({ transportId: id });
  return { owner, carrier, threadId };
}

const mailsTo = (email: string) => db().select().from(mailQueue).where(eq(mailQueue.recipient, email));

describe(`messages live on ${testDatabaseKind}`, () => {
  it('moves the customer’s stream when the company writes, and again when the customer reads', async () => {
    const { owner, carrier, threadId } = await conversation();
    const stream = await openSubscription(db(), 'notifications.stream', {}, owner.session.token);
    try {
      const first = await nextMessages(stream);
      expect(first.unread).toBe(0);
      const sent = await carrier.caller.messages.send({ threadId, body: 'We can load on Monday.' });
      let now = await nextMessages(stream);
      while (now.unread === 0) now = await nextMessages(stream);
      expect(now.unread).toBe(1);
      expect(now.changes).toBeGreaterThan(first.changes);
      await owner.caller.messages.markRead({ threadId, upTo: sent.id });
      while (now.unread !== 0) now = await nextMessages(stream);
      expect(now.unread).toBe(0);
    } finally {
      await stream.close();
    }
  });

  it('mails a message still unread after an hour, once per thread until it is read', async () => {
    const { owner, carrier, threadId } = await conversation();
    const first = await carrier.caller.messages.send({ threadId, body: 'Is the gate open on Saturday?' });
    expect(await mailUnreadMessages(db(), new Date(Date.now() + 59 * 60_000))).toBe(0);
    expect(await mailsTo(owner.user.email)).toHaveLength(0);
    expect(await mailUnreadMessages(db(), new Date(Date.now() + 61 * 60_000))).toBe(1);
    const mails = await mailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Boxes to Tuzla');
    await carrier.caller.messages.send({ threadId, body: 'Hello?' });
    expect(await mailUnreadMessages(db(), new Date(Date.now() + 120 * 60_000))).toBe(0);
    // Read, then a new message unread for an hour: mailed again.
    await owner.caller.messages.markRead({ threadId, upTo: first.id + 1 });
    await carrier.caller.messages.send({ threadId, body: 'Another question' });
    expect(await mailUnreadMessages(db(), new Date(Date.now() + 61 * 60_000))).toBe(1);
    expect(await mailsTo(owner.user.email)).toHaveLength(2);
    // The writer is never mailed about their own messages.
    expect(await mailsTo(carrier.user.email)).toHaveLength(0);
  });

  it('limits how many messages one person sends in ten minutes', async () => {
    const { carrier, threadId } = await conversation();
    const saved = limitsFor.messagesPerUser.max;
    limitsFor.messagesPerUser.max = 3;
    try {
      for (let i = 0; i < 3; i += 1) await carrier.caller.messages.send({ threadId, body: `m${i}` });
      await expectTrpcError(carrier.caller.messages.send({ threadId, body: 'one too many' }), 'TOO_MANY_REQUESTS');
    } finally {
      limitsFor.messagesPerUser.max = saved;
    }
  });
});
