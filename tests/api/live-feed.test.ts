/** live.feed: the realtime subscription resumes after an event id, never shows another company, stops with its client. */
import { describe, expect, it } from 'vitest';
import type { LivePosition } from '@/server/services/live/live-poller';
import { livePollerOf } from '@/server/services/live/live-poller';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createTransporter } from './helpers/transports';
import { createVehicle } from './helpers/bids';
import { insertTrack } from './helpers/positions';
import { trpcEndpoint } from './helpers/http';

const db = useTestDatabase();

type Event = [id: string, positions: LivePosition[]];

async function setUp() {
  const owner = await createTransporter(db());
  const other = await createTransporter(db());
  const van = await createVehicle(db(), owner.company.id);
  const foreign = await createVehicle(db(), other.company.id);
  const vanIds = await insertTrack(db(), van.id, 20, { endMsAgo: 600_000 });
  await insertTrack(db(), foreign.id, 5, { endMsAgo: 600_000 });
  return { owner, other, van, foreign, vanIds };
}

describe(`live.feed on ${testDatabaseKind}`, () => {
  it('resumes after an id with exactly the later points, then the new ones, and never another company', async () => {
    const { owner, van, foreign, vanIds } = await setUp();
    const feed = (await owner.caller.live.feed({ lastEventId: vanIds[11] })) as AsyncIterable<Event>;
    const events = feed[Symbol.asyncIterator]();
    const first = (await events.next()).value as Event;
    expect(first[1].map((p) => p.id)).toEqual(vanIds.slice(12));
    expect(first[0]).toBe(String(vanIds.at(-1)));

    await insertTrack(db(), foreign.id, 3);
    const [newest] = await insertTrack(db(), van.id, 1);
    const second = (await events.next()).value as Event;
    expect(second[1].map((p) => [p.id, p.vehicleId])).toEqual([[newest, van.id]]);
    expect(second[0]).toBe(String(newest));
    await events.return?.();
    await expect.poll(() => livePollerOf(db()).subscriberCount).toBe(0);
  });

  it('stops its generator and the poller when the client goes away (SSE over HTTP, token in connectionParams)', async () => {
    const { owner, vanIds } = await setUp();
    const controller = new AbortController();
    const input = encodeURIComponent(JSON.stringify({ json: { lastEventId: vanIds[15] } }));
    const params = encodeURIComponent(JSON.stringify({ token: owner.session.token }));
    const response = await trpcEndpoint(db())(`live.feed?input=${input}&connectionParams=${params}`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(`id: ${vanIds[19]}`)) text += (await reader.read()).value ?? '';
    expect(livePollerOf(db()).subscriberCount).toBe(1);
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(() => livePollerOf(db()).subscriberCount).toBe(0);
  });

  it('refuses a subscription without a token', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: {} }));
    const response = await trpcEndpoint(db())(`live.feed?input=${input}`, { headers: { accept: 'text/event-stream' } });
    const text = await response.text();
    expect(text).toContain('UNAUTHORIZED');
  });
});
