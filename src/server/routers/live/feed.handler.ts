import { tracked } from '@trpc/server';
import { sql } from 'drizzle-orm';
import type { LiveFeedInput } from '@/lib/schemas/live';
import type { HandlerOptions } from '../../trpc';
import { rowsOf } from '../../db/rows';
import { liveVehicleIds } from '../../services/live/live-scope';
import { livePollerOf, positionColumns, type LivePosition } from '../../services/live/live-poller';

/** A reconnect catches up on at most this many positions; a longer absence reloads the snapshot. */
const catchUpLimit = 10_000;
/** Ids already sent, remembered so that the backlog and the live batches overlap without duplicates. */
const sentMemory = 50_000;

/**
 * The realtime feed: batches of the caller's new positions, each event's id the batch's highest
 * position id. On reconnect the client sends that id back (`lastEventId`): the feed first sends what
 * was stored after it, then what the process's poller publishes, each position once. It stops on
 * `ctx.streamSignal`: the client left, or the session ended (revoked, or its token expired).
 */
export async function* feedHandler({ ctx, input }: HandlerOptions<LiveFeedInput>) {
  const signal = ctx.streamSignal;
  const visible = await liveVehicleIds(ctx.db, ctx.auth.userId, input.user);
  const poller = livePollerOf(ctx.db);
  const queue: LivePosition[][] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = poller.subscribe((positions) => {
    const mine = positions.filter((position) => visible.has(position.vehicleId));
    if (mine.length === 0) return;
    queue.push(mine);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    await poller.ready();
    let cursor = input.lastEventId ?? null;
    const sent = new Set<number>();
    if (cursor !== null && visible.size > 0) {
      const ids = `{${[...visible].join(',')}}`;
      const backlog = await rowsOf<LivePosition>(
        ctx.db,
        sql`select ${positionColumns} from positions where id > ${cursor} and vehicle_id = any(${ids}::uuid[]) and not suspect order by id limit ${catchUpLimit}`,
      );
      queue.unshift(backlog);
    }
    while (!signal?.aborted) {
      const batch = queue.shift();
      if (!batch) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      const unseen = batch.filter((position) => !sent.has(position.id));
      if (unseen.length === 0) continue;
      for (const position of unseen) sent.add(position.id);
      cursor = Math.max(cursor ?? 0, ...unseen.map((position) => position.id));
      if (sent.size > sentMemory) for (const id of sent) if (id < cursor - sentMemory / 2) sent.delete(id);
      yield tracked(String(cursor), unseen);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}
