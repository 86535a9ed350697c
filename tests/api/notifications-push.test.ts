/**
 * Issue 26, Web Push: who may subscribe and unsubscribe which endpoint, and a notification's push
 * through the queue to a local push service that decrypts it (web-push-testing over HTTPS): its
 * text in the person's language, Urgency, TTL and Topic, 410 forgetting the subscription, other
 * failures retried without sending twice, quiet hours holding it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { formatMoney } from '@/lib/format';
import { pushQueue, pushSubscriptions, users } from '@/server/db/schema';
import { notify } from '@/server/services/notifications/notify';
import { pushTopic } from '@/server/services/notifications/push-policy';
import { createPushWorker } from '@/server/services/notifications/push-worker';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import { fieldErrors } from './helpers/auth';
import { createAccount, createTransporter, validTransportInput, type Account } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';
import { startPushService, type BrowserSubscription, type PushService } from './helpers/push-service';

const db = useTestDatabase();
const vapid = webpush.generateVAPIDKeys();
let service: PushService;

beforeAll(async () => {
  vi.stubEnv('VAPID_PUBLIC_KEY', vapid.publicKey);
  vi.stubEnv('VAPID_PRIVATE_KEY', vapid.privateKey);
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  vi.unstubAllEnvs();
});

/** A browser of `account` subscribed at the push service and registered with us. */
async function subscribed(account: Account): Promise<BrowserSubscription> {
  const { publicKey } = await account.caller.notifications.pushKey();
  const subscription = await service.subscribe(publicKey);
  await account.caller.notifications.subscribePush({ endpoint: subscription.endpoint, keys: subscription.keys });
  // The default quiet hours (22:00–07:00 in Sarajevo) would hold every push of a run in the evening.
  await account.caller.notifications.setQuietHours({ enabled: false, from: 0, to: 0, timeZone: 'UTC' });
  return subscription;
}

/** Sends every push due at `now` through the local service. */
function deliverPushes(now = new Date()) {
  return createPushWorker(db(), { agent: service.agent }).drain(now);
}

function payloads(subscription: BrowserSubscription) {
  return service.messages(subscription).map((message) => JSON.parse(message) as Record<string, string>);
}

async function auction(title = 'Piano to Mostar') {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput({ title }));
  return { owner, id };
}

async function bid(transportId: string, amount: number) {
  const carrier = await createTransporter(db());
  const truck = await createVehicle(db(), carrier.company.id);
  await carrier.caller.bids.place(validBid(transportId, truck.id, { amount }));
  return { ...carrier, truck };
}

function queuedFor(userId: string) {
  return db().select().from(pushQueue).where(eq(pushQueue.userId, userId));
}

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

describe(`push subscriptions on ${testDatabaseKind}`, () => {
  it('gives the VAPID public key to a signed-in caller only', async () => {
    const account = await createAccount(db(), 'USER');
    expect((await account.caller.notifications.pushKey()).publicKey).toBe(vapid.publicKey);
    await expectTrpcError(callerFor(db()).notifications.pushKey(), 'UNAUTHORIZED');
    await expectTrpcError(callerFor(db()).notifications.subscribePush({ endpoint: 'https://push.example/a', keys }), 'UNAUTHORIZED');
  });

  it('refuses an endpoint that is not https or longer than 2 kB, and keys that are not base64url of the right size', async () => {
    const { caller } = await createAccount(db(), 'USER');
    const refused = [
      { endpoint: 'http://push.example/a', keys },
      { endpoint: `https://push.example/${'a'.repeat(2048)}`, keys },
      { endpoint: 'not a url', keys },
      { endpoint: 'https://push.example/a', keys: { ...keys, p256dh: `B${'A'.repeat(85)}+` } },
      { endpoint: 'https://push.example/a', keys: { ...keys, p256dh: 'A'.repeat(87) } },
      { endpoint: 'https://push.example/a', keys: { ...keys, auth: 'A'.repeat(21) } },
    ];
    for (const input of refused) {
      const error = await expectTrpcError(caller.notifications.subscribePush(input), 'BAD_REQUEST');
      expect(Object.values(fieldErrors(error)).flat()).toEqual(['validation:pushSubscriptionInvalid']);
    }
  });

  it('upserts by endpoint: subscribed again it updates, by someone else it moves to them; only its owner may remove it', async () => {
    const first = await createAccount(db(), 'USER');
    const second = await createAccount(db(), 'USER');
    const endpoint = `https://push.example/${crypto.randomUUID()}`;
    await first.caller.notifications.subscribePush({ endpoint, keys });
    await first.caller.notifications.subscribePush({ endpoint, keys: { ...keys, auth: 'B'.repeat(22) } });
    let rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((row) => ({ userId: row.userId, auth: row.auth }))).toEqual([{ userId: first.user.id, auth: 'B'.repeat(22) }]);

    await expectTrpcError(second.caller.notifications.unsubscribePush({ endpoint }), 'NOT_FOUND', 'notifications:notFound');
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);

    await second.caller.notifications.subscribePush({ endpoint, keys });
    rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((row) => row.userId)).toEqual([second.user.id]);
    await expectTrpcError(first.caller.notifications.unsubscribePush({ endpoint }), 'NOT_FOUND');
    expect(await second.caller.notifications.unsubscribePush({ endpoint })).toEqual({ subscribed: false });
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
  });
});

describe(`push delivery on ${testDatabaseKind}`, () => {
  it('pushes a new bid to the customer, decrypted by the push service, in their language, with Urgency, TTL and Topic', async () => {
    const { owner, id } = await auction();
    await db().update(users).set({ language: 'es' }).where(eq(users.id, owner.user.id));
    const browser = await subscribed(owner);
    await bid(id, 300);
    await deliverPushes();
    expect(payloads(browser)).toEqual([
      {
        title: 'Ofertas en mis transportes',
        body: `Nueva oferta en «Piano to Mostar»: ${formatMoney(300, 'EUR', 'es')}`,
        path: `/platform/user?transport=${id}`,
        tag: pushTopic('bidNew', id),
      },
    ]);
    const [headers] = service.headers(browser);
    expect(headers).toMatchObject({ ttl: '86400', urgency: 'normal', topic: pushTopic('bidNew', id), 'content-encoding': 'aes128gcm' });
    expect(headers?.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    const [row] = await queuedFor(owner.user.id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    const [stored] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.user.id));
    expect(stored?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('gives repeated outbid pushes about one load the same Topic (≤ 32 base64url characters), another load another', async () => {
    const { id } = await auction();
    const first = await bid(id, 300);
    const browser = await subscribed(first);
    await bid(id, 280);
    await first.caller.notifications.markAllRead();
    await first.caller.bids.place(validBid(id, first.truck.id, { amount: 270 }));
    await bid(id, 260);
    const other = await auction('Sofa to Tuzla');
    await first.caller.bids.place(validBid(other.id, first.truck.id, { amount: 500 }));
    await bid(other.id, 400);
    await deliverPushes();
    const topics = service.headers(browser).map((headers) => headers.topic);
    const [same, another] = [pushTopic('outbid', id), pushTopic('outbid', other.id)];
    expect(same).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(another).not.toBe(same);
    expect(topics.sort()).toEqual([same, same, another].sort());
    expect(payloads(browser).map(({ body, tag }) => ({ body, tag }))).toEqual(
      expect.arrayContaining([
        { body: 'You were outbid on “Piano to Mostar”: the lowest bid is now €280.00', tag: same },
        { body: 'You were outbid on “Piano to Mostar”: the lowest bid is now €260.00', tag: same },
        { body: 'You were outbid on “Sofa to Tuzla”: the lowest bid is now €400.00', tag: another },
      ]),
    );
  });

  it('forgets a subscription the push service answers 410 for, and still pushes to the person’s other browsers', async () => {
    const { owner, id } = await auction();
    const gone = await subscribed(owner);
    const kept = await subscribed(owner);
    service.expire(gone);
    await bid(id, 300);
    await deliverPushes();
    const endpoints = await db()
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.user.id));
    expect(endpoints).toEqual([{ endpoint: kept.endpoint }]);
    expect(service.messages(kept)).toHaveLength(1);
    expect((await queuedFor(owner.user.id))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('retries a push the service failed with later, without sending it again to the browsers that took it', async () => {
    const { owner, id } = await auction();
    const browser = await subscribed(owner);
    const second = await subscribed(owner);
    service.failNext(503);
    await bid(id, 300);
    await deliverPushes();
    const [waiting] = await queuedFor(owner.user.id);
    expect(waiting).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, lastError: 'HTTP 503' });
    expect(waiting?.deliveredTo).toHaveLength(1);
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await deliverPushes(new Date(Date.now() + 60_000));
    expect(service.messages(browser).length + service.messages(second).length).toBe(2);
    expect(service.messages(browser)).toHaveLength(1);
    expect(service.messages(second)).toHaveLength(1);
    expect((await queuedFor(owner.user.id))[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('holds a push during quiet hours until they end; a security notice goes at once with high urgency', async () => {
    const { owner, id } = await auction();
    const browser = await subscribed(owner);
    const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
    await owner.caller.notifications.setQuietHours({
      enabled: true,
      from: (minute + 24 * 60 - 60) % (24 * 60),
      to: (minute + 120) % (24 * 60),
      timeZone: 'UTC',
    });
    await bid(id, 300);
    await notify(db(), {
      userId: owner.user.id,
      kind: 'newSignIn',
      subjectKey: 'sign-in',
      path: '/platform/account?tab=security',
      params: { device: 'Firefox, Linux' },
      eventKey: 'push-test:sign-in',
    });
    await deliverPushes();
    expect(payloads(browser).map((payload) => payload.body)).toEqual(['New sign-in to your account from Firefox, Linux']);
    expect(service.headers(browser)[0]).toMatchObject({ urgency: 'high', ttl: String(7 * 24 * 3_600) });
    const held = (await queuedFor(owner.user.id)).find((row) => row.sentAt === null);
    expect(held?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 100 * 60_000);
    await deliverPushes(held?.nextAttemptAt);
    expect(payloads(browser).map((payload) => payload.body)).toContain('New bid on “Piano to Mostar”: €300.00');
  });

  it('queues no push for a person without a subscription, nor for a category switched off for push', async () => {
    const plain = await auction();
    await bid(plain.id, 300);
    expect(await queuedFor(plain.owner.user.id)).toHaveLength(0);
    const { owner, id } = await auction();
    await subscribed(owner);
    await owner.caller.notifications.setPreference({ category: 'bids', channel: 'push', enabled: false });
    await bid(id, 300);
    expect(await queuedFor(owner.user.id)).toHaveLength(0);
  });
});
