/** Issue 26: who hears what, in the cause's transaction, once; the bell's list, marks and choices. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, notifications, users } from '@/server/db/schema';
import { notify, notifyAll } from '@/server/services/notifications/notify';
import { pruneNotifications } from '@/server/services/notifications/notification-list';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';

const db = useTestDatabase();

async function confirmed(userId: string) {
  await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
}

async function bidder(transportId: string, amount: number) {
  const carrier = await createTransporter(db());
  const truck = await createVehicle(db(), carrier.company.id, {
    type: 'BOX_TRUCK',
    plate: `NT-${amount}`,
    trackerId: `trk-${crypto.randomUUID()}`,
  });
  const bid = await carrier.caller.bids.place(validBid(transportId, truck.id, { amount }));
  return { carrier, truck, bid };
}

async function auction() {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput({ title: 'Piano to Mostar' }));
  return { owner, id };
}

describe(`notifications on ${testDatabaseKind}`, () => {
  it('tells the customer of new bids, collapsed into one unread notification, and mails only the first', async () => {
    const { owner, id } = await auction();
    await confirmed(owner.user.id);
    await bidder(id, 300);
    await bidder(id, 280);
    const { items, nextCursor } = await owner.caller.notifications.list({});
    expect(nextCursor).toBeNull();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'bidNew', count: 2, read: false, available: true, path: `/platform/user?transport=${id}` });
    expect(items[0]?.params).toMatchObject({ title: 'Piano to Mostar', amount: 280, currency: 'EUR' });
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.recipient, owner.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]?.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/unsubscribe\?token=/);
  });

  it('tells the transporter that held the lowest offer that it was outbid, and not the one still lowest', async () => {
    const { id } = await auction();
    const first = await bidder(id, 300);
    const second = await bidder(id, 250);
    await bidder(id, 270);
    const firstList = await first.carrier.caller.notifications.list({});
    expect(firstList.items.map((item) => item.kind)).toEqual(['outbid']);
    expect(firstList.items[0]?.params).toMatchObject({ amount: 250, currency: 'EUR' });
    expect((await second.carrier.caller.notifications.list({})).items).toHaveLength(0);
  });

  it('tells the winner it won and the others they did not; a load gone says so', async () => {
    const { owner, id } = await auction();
    const win = await bidder(id, 200);
    const lose = await bidder(id, 220);
    await owner.caller.transports.award({ transportId: id, bidId: win.bid.id });
    expect((await win.carrier.caller.notifications.list({})).items.map((item) => item.kind)).toEqual(['bidWon']);
    const lost = (await lose.carrier.caller.notifications.list({})).items;
    expect(lost.map((item) => item.kind)).toContain('bidDeclined');
    // The loser was outbid earlier: that notification now points at a load no longer open.
    expect(lost.find((item) => item.kind === 'outbid')).toBeUndefined();
    const loadNotice = await notify(db(), {
      userId: lose.carrier.user.id,
      kind: 'loadMatched',
      subjectKey: 'search-1',
      transportId: id,
      path: '/x',
      params: { title: 'Piano to Mostar', search: 'South' },
      eventKey: 'test:gone',
    });
    expect(loadNotice).toBe(true);
    const matched = (await lose.carrier.caller.notifications.list({})).items.find((item) => item.kind === 'loadMatched');
    expect(matched?.available).toBe(false);
  });

  it('tells bidders when the auction is cancelled, and the customer when the load moves and is delivered', async () => {
    const { owner, id } = await auction();
    const carrier = await bidder(id, 200);
    await owner.caller.transports.cancel({ id });
    const cancelled = (await carrier.carrier.caller.notifications.list({})).items.find((item) => item.kind === 'auctionCancelled');
    expect(cancelled?.available).toBe(false);
  });

  it('tells an event once: the same key twice writes one notification', async () => {
    const { owner } = await auction();
    const event = {
      userId: owner.user.id,
      kind: 'passwordChanged' as const,
      subjectKey: 'password',
      path: '/p',
      params: {},
      eventKey: 'once',
    };
    expect(await notify(db(), event)).toBe(true);
    expect(await notify(db(), event)).toBe(false);
    const rows = await db().select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(1);
  });

  it('writes nothing when the cause rolls back', async () => {
    const { owner } = await auction();
    await db()
      .transaction(async (tx) => {
        await notify(tx, {
          userId: owner.user.id,
          kind: 'passwordChanged',
          subjectKey: 'password',
          path: '/p',
          params: {},
          eventKey: 'rolled',
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await owner.caller.notifications.list({})).items).toHaveLength(0);
  });

  it('marks one or all read; another person cannot mark or see them (NOT_FOUND)', async () => {
    const { owner, id } = await auction();
    await bidder(id, 300);
    await owner.caller.transports.cancel({ id });
    const other = await createAccount(db(), 'USER');
    const [first] = (await owner.caller.notifications.list({})).items;
    if (!first) throw new Error('no notification');
    await expectTrpcError(other.caller.notifications.markRead({ id: first.id }), 'NOT_FOUND');
    expect((await other.caller.notifications.list({})).items).toHaveLength(0);
    expect(await owner.caller.notifications.markRead({ id: first.id })).toEqual({ unread: 0 });
    expect((await owner.caller.notifications.list({ unreadOnly: true })).items).toHaveLength(0);
    // A bid after reading starts a new unread notification rather than reopening the read one.
    const again = await auction();
    await bidder(again.id, 310);
    await bidder(again.id, 305);
    expect((await again.owner.caller.notifications.list({ unreadOnly: true })).items[0]?.count).toBe(2);
    expect(await again.owner.caller.notifications.markAllRead()).toEqual({ unread: 0 });
  });

  it('pages newest first through a cursor', async () => {
    const { owner } = await auction();
    for (let n = 0; n < 25; n++) {
      await notify(db(), {
        userId: owner.user.id,
        kind: 'newSignIn',
        subjectKey: `s${n}`,
        path: '/p',
        params: { device: `d${n}` },
        eventKey: `page:${n}`,
      });
      // PGlite's clock counts milliseconds: two notifications in the same one would tie, and a tie has no newest.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const first = await owner.caller.notifications.list({});
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.params.device).toBe('d24');
    const second = await owner.caller.notifications.list({ cursor: first.nextCursor ?? '' });
    expect(second.items.map((item) => item.params.device)).toEqual(['d4', 'd3', 'd2', 'd1', 'd0']);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps choices: a category off by mail sends no mail; locked ones stay on', async () => {
    const { owner, id } = await auction();
    await confirmed(owner.user.id);
    const choices = await owner.caller.notifications.setPreference({ category: 'bids', channel: 'mail', enabled: false });
    expect(choices.categories.find((row) => row.category === 'bids')?.channels).toEqual({ mail: false, push: true });
    const locked = await owner.caller.notifications.setPreference({ category: 'security', channel: 'mail', enabled: false });
    expect(locked.categories.find((row) => row.category === 'security')).toMatchObject({ locked: true, channels: { mail: true } });
    await bidder(id, 300);
    expect(await db().select().from(mailQueue).where(eq(mailQueue.recipient, owner.user.email))).toHaveLength(0);
    expect((await owner.caller.notifications.list({})).items).toHaveLength(1);
  });

  it('holds mail during quiet hours until they end', async () => {
    const { owner, id } = await auction();
    await confirmed(owner.user.id);
    const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    await owner.caller.notifications.setQuietHours({
      enabled: true,
      from: (minute + 24 * 60 - 60) % (24 * 60),
      to: (minute + 120) % (24 * 60),
      timeZone: 'UTC',
    });
    await bidder(id, 300);
    const [mail] = await db().select().from(mailQueue).where(eq(mailQueue.recipient, owner.user.email));
    expect(mail?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 100 * 60_000);
  });

  it('refuses an unknown time zone with a translated message', async () => {
    const { owner } = await auction();
    await expectTrpcError(
      owner.caller.notifications.setQuietHours({ enabled: true, from: 0, to: 60, timeZone: 'Mars/Olympus' }),
      'BAD_REQUEST',
    );
  });

  it('forgets read ones after 90 days and keeps at most the newest ones per person', async () => {
    const { owner } = await auction();
    const old = new Date(Date.now() - 91 * 24 * 3_600_000);
    const base = { userId: owner.user.id, kind: 'newSignIn', params: {} };
    await db()
      .insert(notifications)
      .values([
        { ...base, subjectKey: 'old-read', readAt: old, updatedAt: old },
        { ...base, subjectKey: 'old-unread', updatedAt: old },
        { ...base, subjectKey: 'recent-read', readAt: new Date() },
        ...Array.from({ length: 5 }, (_, n) => ({ ...base, subjectKey: `n${n}`, updatedAt: new Date(Date.now() - n * 1000) })),
      ]);
    await pruneNotifications(db(), new Date(), 6);
    const kept = await db()
      .select({ subjectKey: notifications.subjectKey })
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id));
    const keys = kept.map((row) => row.subjectKey).sort();
    expect(keys).not.toContain('old-read');
    expect(keys).not.toContain('old-unread'); // beyond the newest 6
    expect(keys).toHaveLength(6);
    expect(keys).toContain('recent-read');
  });

  it('tells a batch in one go: events about one thing count together and mail once', async () => {
    const { owner } = await auction();
    await confirmed(owner.user.id);
    const event = (n: number) => ({
      userId: owner.user.id,
      kind: 'loadMatched' as const,
      subjectKey: 'search-a',
      path: '/p',
      // Quotes, a backslash, a comma and braces travel intact through the statement's array parameters.
      params: { title: `Load ${n} "Ž", {a\\b}`, search: 'A' },
      eventKey: `batch:${n}`,
    });
    expect(await notifyAll(db(), [event(1), event(2), event(2), event(3)])).toBe(3);
    const [only] = (await owner.caller.notifications.list({})).items;
    expect(only).toMatchObject({ kind: 'loadMatched', count: 3, params: { title: 'Load 3 "Ž", {a\\b}' } });
    expect(await db().select().from(mailQueue).where(eq(mailQueue.recipient, owner.user.email))).toHaveLength(1);
  });

  it('tells of a password changed and of a sign-in from a new address, never held by quiet hours', async () => {
    const { signUpAndLogin, login, callerWithToken } = await import('./helpers/auth');
    const { input, token } = await signUpAndLogin(db(), {});
    const caller = await callerWithToken(db(), token);
    await caller.auth.changePassword({ currentPassword: input.password, password: 'another-secret-456' });
    await login(db(), input.email, 'another-secret-456', '10.9.8.7');
    const kinds = (await caller.notifications.list({})).items.map((item) => item.kind);
    expect(kinds).toEqual(expect.arrayContaining(['passwordChanged', 'newSignIn']));
  });
});
