/**
 * Notifications that time makes, not an action (issue 26), found by a scan every few minutes in each
 * process (event keys make a second process's find a repeat): an offer expiring within 24 hours (the
 * customer and the transporter), the loading day tomorrow with bids but no award ("review your
 * bids"), an auction that ended without a bid, a pickup tomorrow with transit not started, and a
 * load in transit whose tracker has been quiet for 30 minutes (once per silence); and at 07:00 the
 * daily digest of saved searches (search-digest.ts); and the mail of a message unread for an hour
 * (messages/message-mail.ts).
 */
import { sql } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import type { NotificationKind } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { logger } from '../../platform/logger';
import { rowsOf } from '../../db/rows';
import { notify } from './notify';
import { notificationPaths } from './notification-paths';
import { mailMatchLookbacks } from './match-lookback';
import { sendSearchDigests } from './search-digest';
import { mailUnreadMessages } from '../messages/message-mail';

interface Found extends Record<string, unknown> {
  user_id: string;
  transport_id: string;
  title: string;
  key: string;
}

const dayMs = 24 * 3_600_000;
/** Quiet this long during transit is worth telling the customer. */
export const trackerQuietMs = 30 * 60_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

async function tell(db: Db, kind: NotificationKind, rows: Found[], path: (transportId: string) => string): Promise<void> {
  for (const row of rows) {
    await notify(db, {
      userId: row.user_id,
      kind,
      subjectKey: row.transport_id,
      transportId: row.transport_id,
      path: path(row.transport_id),
      params: { title: row.title },
      eventKey: `${kind}:${row.key}`,
    });
  }
}

export async function sendReminders(db: Db, now = new Date()): Promise<void> {
  const today = utcToday(now);
  const tomorrow = addDays(today, 1);
  const soon = new Date(now.getTime() + dayMs);
  const expiring = sql`b.status = 'PENDING' and t.status = 'OPEN' and t.loading_date >= ${today}
    and b.valid_until > ${now} and b.valid_until <= ${soon}`;
  await tell(
    db,
    'offerExpiring',
    await rowsOf<Found>(
      db,
      sql`select t.owner_id as user_id, t.id as transport_id, t.title, b.id::text || ':' || b.valid_until::text as key
      from bids b join transports t on t.id = b.transport_id where ${expiring}`,
    ),
    notificationPaths.customerTransport,
  );
  await tell(
    db,
    'ownOfferExpiring',
    await rowsOf<Found>(
      db,
      sql`select b.transporter_id as user_id, t.id as transport_id, t.title, b.id::text || ':' || b.valid_until::text as key
      from bids b join transports t on t.id = b.transport_id where ${expiring}`,
    ),
    notificationPaths.load,
  );
  await tell(
    db,
    'reviewBids',
    await rowsOf<Found>(
      db,
      sql`select t.owner_id as user_id, t.id as transport_id, t.title, t.id::text as key from transports t
      where t.status = 'OPEN' and t.loading_date = ${tomorrow}
        and exists (select 1 from bids b where b.transport_id = t.id and b.status = 'PENDING')`,
    ),
    notificationPaths.customerTransport,
  );
  // Ended within the last week: an old database's history is no news.
  await tell(
    db,
    'auctionEndedNoBids',
    await rowsOf<Found>(
      db,
      sql`select t.owner_id as user_id, t.id as transport_id, t.title, t.id::text as key from transports t
      where t.status in ('OPEN', 'EXPIRED') and t.loading_date < ${today} and t.loading_date >= ${addDays(today, -7)}
        and not exists (select 1 from bids b where b.transport_id = t.id and b.status <> 'WITHDRAWN')`,
    ),
    notificationPaths.customerTransport,
  );
  await tell(
    db,
    'pickupTomorrow',
    await rowsOf<Found>(
      db,
      sql`select b.transporter_id as user_id, t.id as transport_id, t.title, t.id::text as key
      from transports t join bids b on b.id = t.awarded_bid_id where t.status = 'AWARDED' and t.loading_date = ${tomorrow}`,
    ),
    notificationPaths.job,
  );
  await tell(
    db,
    'trackerQuiet',
    await rowsOf<Found>(
      db,
      sql`select t.owner_id as user_id, t.id as transport_id, t.title, t.id::text || ':' || p.recorded_at::text as key
      from transports t join bids b on b.id = t.awarded_bid_id join latest_positions p on p.vehicle_id = b.vehicle_id
      where t.status = 'IN_TRANSIT' and p.recorded_at < ${new Date(now.getTime() - trackerQuietMs)}
        and p.recorded_at > ${new Date(now.getTime() - dayMs)}`,
    ),
    notificationPaths.customerTransport,
  );
  await sendSearchDigests(db, now);
  await mailMatchLookbacks(db, now);
  await mailUnreadMessages(db, now);
}

/** Scans now and every `intervalMs` (5 minutes) in this process until stopped. */
export function startReminders(db: Db, intervalMs = 5 * 60_000): { stop(): Promise<void> } {
  let round: Promise<void> = Promise.resolve();
  const run = () =>
    (round = round.then(() => sendReminders(db).catch((error: unknown) => logger.warn('reminders failed', { error: String(error) }))));
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
