/**
 * Reading and marking a person's notifications: newest first by (updatedAt, id) through
 * notifications_user_latest_idx, one page at a time from an opaque cursor; the unread count through
 * the unread partial index. Whether the thing is still there is read with the page: a load awarded
 * to someone else or cancelled since says "no longer available" rather than opening a dead load.
 */
import { sql } from 'drizzle-orm';
import { notificationPageSize, type NotificationKind } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../platform/keyset';
import { rowsOf } from '../../db/rows';
import { textArray } from '../../db/sql-array';

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  count: number;
  params: Record<string, string | number>;
  path: string;
  available: boolean;
  createdAt: Date;
  updatedAt: Date;
  read: boolean;
}

interface Row extends Record<string, unknown> {
  id: string;
  kind: NotificationKind;
  count: number;
  params: Record<string, string | number>;
  created_at: Date | string;
  updated_at: Date | string;
  at_text: string;
  read: boolean;
  available: boolean;
}

/** Kinds that send a transporter to an open load: gone when it is no longer open to bids (a cancelled auction always is). */
const openLoadKinds = ['loadMatched', 'outbid', 'transportEdited'];

export async function listNotifications(
  db: Db,
  userId: string,
  options: { cursor?: string | undefined; unreadOnly?: boolean | undefined },
) {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await rowsOf<Row>(
    db,
    sql`
      select n.id, n.kind, n.count, n.params, n.created_at, n.updated_at, n.updated_at::text as at_text, n.read_at is not null as read,
        (n.kind <> 'auctionCancelled' and (n.transport_id is null or n.kind <> all(${textArray(openLoadKinds)}::text[])
          or exists (select 1 from transports t where t.id = n.transport_id and t.status = 'OPEN'))) as available
      from notifications n
      where n.user_id = ${userId}
        ${options.unreadOnly ? sql`and n.read_at is null` : sql``}
        ${after ? sql`and (n.updated_at, n.id) < (${after.time}::timestamptz, ${after.id}::uuid)` : sql``}
      order by n.updated_at desc, n.id desc
      limit ${notificationPageSize + 1}`,
  );
  const page = rows.slice(0, notificationPageSize);
  const last = page.at(-1);
  return {
    items: page.map((row): NotificationItem => ({
      id: row.id,
      kind: row.kind,
      count: row.count,
      params: row.params,
      path: typeof row.params.path === 'string' ? row.params.path : '/platform',
      available: row.available,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      read: row.read,
    })),
    nextCursor: rows.length > notificationPageSize && last ? encodeCursor({ time: last.at_text, id: last.id }) : null,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
  );
  return rows[0]?.n ?? 0;
}

/** Marks one (only the person's own: another's id changes nothing) and says whether it was there. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now()) where id = ${id} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.execute(sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null`);
}

/** Maintenance: read ones after 90 days, beyond 1,000 per person the oldest, and old event keys. */
export async function pruneNotifications(db: Db, now: Date, keepPerUser: number): Promise<void> {
  const cutoff = new Date(now.getTime() - 90 * 24 * 3_600_000);
  await db.execute(sql`delete from notifications where read_at is not null and read_at < ${cutoff}`);
  await db.execute(sql`
    delete from notifications n using (
      select id from (select id, row_number() over (partition by user_id order by updated_at desc, id desc) as place from notifications) ranked
      where place > ${keepPerUser}) extra
    where n.id = extra.id`);
  await db.execute(sql`delete from notification_events where created_at < ${cutoff}`);
}
