/**
 * A new load's alerts: one event per matching search, told as any event is (notify.ts), in one
 * statement for the whole batch. A fresh one collapses into the search's unread alert or starts one.
 */
import type { SavedSearchAlerts } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { notificationPaths } from './notification-paths';
import { notifyAll, type NotificationEvent } from './notify';
import type { NewLoad } from './load-match-rule';

export interface MatchedSearch {
  id: string;
  name: string;
  alerts: SavedSearchAlerts;
  ownerId: string;
}

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
  await notifyAll(
    db,
    searches.map((search) => eventOf(load, search)),
    now,
  );
}
