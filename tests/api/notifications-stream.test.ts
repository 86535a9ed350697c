/**
 * Issue 26: the bell's stream over real SSE: the unread count at once, then a new bid within a second,
 * from this process or (on PostgreSQL) another one writing to the same database; reading brings it
 * back to zero; another person's news never reaches it.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { notify } from '@/server/services/notifications/notify';
import { testDatabaseKind, testDatabaseUrl, useTestDatabase } from './helpers/database';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { promptlyMs } from './helpers/promptly';
import { openSubscription, type SseStream } from './helpers/sse-stream';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';

const db = useTestDatabase();

interface Bell {
  unread: number;
  latest: { kind: string; count: number } | null;
}

async function nextBell(stream: SseStream): Promise<Bell> {
  const event = await stream.until((candidate) => candidate.event === '');
  // The messages' part of each event is messages-live.test.ts's.
  const { unread, latest } = (JSON.parse(event.data) as { json: Bell }).json;
  return { unread, latest };
}

async function customerWatching() {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput());
  const stream = await openSubscription(db(), 'notifications.stream', {}, owner.session.token);
  expect(await nextBell(stream)).toEqual({ unread: 0, latest: null });
  return { owner, id, stream };
}

async function placeBid(transportId: string, amount: number) {
  const carrier = await createTransporter(db());
  const truck = await createVehicle(db(), carrier.company.id, {
    type: 'BOX_TRUCK',
    plate: `ST-${amount}`,
    trackerId: `trk-${crypto.randomUUID()}`,
  });
  await carrier.caller.bids.place(validBid(transportId, truck.id, { amount }));
}

describe(`notifications.stream on ${testDatabaseKind}`, () => {
  it('sends the count at once, a new bid within a second, and zero after reading', async () => {
    const { owner, id, stream } = await customerWatching();
    try {
      const placed = Date.now();
      await placeBid(id, 300);
      const bell = await nextBell(stream);
      expect(Date.now() - placed).toBeLessThan(promptlyMs);
      expect(bell).toMatchObject({ unread: 1, latest: { kind: 'bidNew', count: 1 } });
      await placeBid(id, 290);
      expect(await nextBell(stream)).toMatchObject({ unread: 1, latest: { kind: 'bidNew', count: 2 } });
      await owner.caller.notifications.markAllRead();
      expect(await nextBell(stream)).toEqual({ unread: 0, latest: null });
    } finally {
      await stream.close();
    }
  });

  it("never wakes for another person's notifications", async () => {
    const { stream } = await customerWatching();
    const other = await customerWatching();
    try {
      await placeBid(other.id, 300);
      expect((await nextBell(other.stream)).unread).toBe(1);
      const quiet = await Promise.race([nextBell(stream), new Promise((resolve) => setTimeout(() => resolve('quiet'), 300))]);
      expect(quiet).toBe('quiet');
    } finally {
      await Promise.all([stream.close(), other.stream.close()]);
    }
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'hears a notification written, and collapsed, by another process on the same database',
    async () => {
      const { owner, stream } = await customerWatching();
      const url = testDatabaseUrl(db());
      const elsewhere = await openDatabase({ url });
      const signIn = (eventKey: string) =>
        notify(elsewhere.db, { userId: owner.user.id, kind: 'newSignIn', subjectKey: 's', path: '/p', params: { device: 'x' }, eventKey });
      try {
        await signIn('elsewhere');
        expect(await nextBell(stream)).toMatchObject({ unread: 1, latest: { kind: 'newSignIn', count: 1 } });
        // The second collapses into the unread row: an update, which its own trigger signals.
        await signIn('elsewhere again');
        expect(await nextBell(stream)).toMatchObject({ unread: 1, latest: { kind: 'newSignIn', count: 2 } });
      } finally {
        await stream.close();
        await elsewhere.close();
      }
    },
  );

  it('ends within a second of log-out, as UNAUTHORIZED', async () => {
    const { owner, stream } = await customerWatching();
    try {
      const body = mutationBody({});
      const loggedOutAt = Date.now();
      const answer = await trpcEndpoint(db())('auth.logout', {
        ...body,
        headers: { ...body.headers, authorization: `Bearer ${owner.session.token}` },
      });
      expect(answer.status).toBe(200);
      const error = await stream.until((event) => event.event === 'serialized-error');
      expect(error.data).toContain('UNAUTHORIZED');
      expect(await stream.next()).toBeNull();
      expect(stream.endedAt! - loggedOutAt).toBeLessThan(promptlyMs);
    } finally {
      await stream.close();
    }
  });
});
