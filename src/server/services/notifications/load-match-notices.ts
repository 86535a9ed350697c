/**
 * A new load's alerts written as notifyAll writes any event (notify.ts), in one statement for the
 * whole batch: each matching search's event is noted once (notification_events), and a fresh one
 * collapses into the search's unread alert or starts one. Columns of arrays rather than a JSON
 * document, and only the alerts that start a notification come back, to be mailed and pushed: a load
 * that matches 10,000 searches is one round trip, which PGlite, answering one query at a time, needs.
 */
import { sql } from 'drizzle-orm';
import type { SavedSearchAlerts } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { notificationPaths } from './notification-paths';
import { sendOutside, type NotificationEvent } from './notify';
import type { NewLoad } from './load-match-rule';

export interface MatchedSearch {
  id: string;
  name: string;
  alerts: SavedSearchAlerts;
  ownerId: string;
}

/** A PostgreSQL array literal of texts, each quoted. */
export const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

function eventOf(load: Pick<NewLoad, 'id' | 'title'>, search: MatchedSearch): NotificationEvent {
  return {
    userId: search.ownerId,
    kind: 'loadMatched',
    subjectKey: search.id,
    transportId: load.id,
    path: notificationPaths.savedSearch(search.id),
    params: { title: load.title, search: search.name },
    eventKey: `match:${load.id}:${search.id}`,
    // A daily search's alert is in the bell now and in the morning's digest (search-digest.ts).
    bellOnly: search.alerts === 'daily',
  };
}

export async function notifyMatches(
  db: Db,
  load: Pick<NewLoad, 'id' | 'title'>,
  searches: readonly MatchedSearch[],
  now = new Date(),
): Promise<void> {
  if (searches.length === 0) return;
  const events = new Map(searches.map((search) => [search.id, eventOf(load, search)]));
  const column = (pick: (event: NotificationEvent) => string) => textArray([...events.values()].map(pick));
  const started = await rowsOf<{ subject_key: string }>(
    db,
    sql`with m as (
        select * from unnest(${column((e) => e.userId)}::uuid[], ${column((e) => e.subjectKey)}::text[], ${column((e) => e.eventKey)}::text[],
          ${column((e) => String(e.params.search))}::text[], ${column((e) => e.path)}::text[]) as m(user_id, subject_key, event_key, search, path)
      ),
      fresh as (
        insert into notification_events (user_id, event_key) select user_id, event_key from m on conflict do nothing returning user_id, event_key
      ),
      written as (
        insert into notifications (user_id, kind, subject_key, transport_id, params, count, created_at, updated_at)
        select m.user_id, 'loadMatched', m.subject_key, ${load.id}::uuid,
          jsonb_build_object('title', ${load.title}::text, 'search', m.search, 'path', m.path), 1, ${now}::timestamptz, ${now}::timestamptz
        from m join fresh using (user_id, event_key)
        on conflict (user_id, kind, subject_key) where read_at is null
        do update set count = notifications.count + excluded.count, params = excluded.params, updated_at = excluded.updated_at
        returning subject_key, (xmax::text = '0') as created
      )
      select subject_key from written where created`,
  );
  const notices = started.flatMap((row) => {
    const event = events.get(row.subject_key);
    return event && !event.bellOnly ? [{ event, n: 1 }] : [];
  });
  await sendOutside(db, notices, now);
}
