/**
 * The caller's threads, latest message first, a page at a time (keyset on last_message_at, id through
 * the side's index, scanned backwards), each with the load, the other side's name, the latest message
 * and the caller's unread count; and the unread total the sidebar shows (partial index: only threads
 * with something unread are read).
 */
import { sql } from 'drizzle-orm';
import { threadPageSize, type MessageKind, type SystemEvent, type ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { decodeCursor, encodeCursor } from '../../platform/keyset';
import { customerNameSql } from './thread-parties';

interface Row extends Record<string, unknown> {
  id: string;
  transport_id: string | null;
  title: string;
  other_name: string;
  unread: number;
  closed: boolean;
  last_at: Date | string;
  at_text: string;
  last_side: ThreadSide | 'system' | null;
  last_kind: MessageKind | null;
  last_body: string | null;
  last_event: SystemEvent | null;
}

export async function inboxPage(db: Db, party: { side: ThreadSide; id: string }, cursor: string | undefined) {
  const after = cursor ? decodeCursor(cursor) : null;
  const mine = party.side === 'customer' ? sql`t.customer_id` : sql`t.company_id`;
  const unread = party.side === 'customer' ? sql`t.customer_unread` : sql`t.company_unread`;
  const otherName =
    party.side === 'customer'
      ? sql`(select c.name from companies c where c.id = t.company_id)`
      : sql`(select ${customerNameSql} from users u where u.id = t.customer_id)`;
  const rows = await rowsOf<Row>(
    db,
    sql`select t.id, t.transport_id, t.title, ${otherName} as other_name, ${unread} as unread, t.closed_at is not null as closed,
        t.last_message_at as last_at, t.last_message_at::text as at_text,
        m.side as last_side, m.kind as last_kind, left(m.body, 160) as last_body, m.system_event as last_event
      from message_threads t left join messages m on m.id = t.last_message_id
      where ${mine} = ${party.id} and t.last_message_id is not null
        ${after ? sql`and (t.last_message_at, t.id) < (${after.time}::timestamptz, ${after.id}::uuid)` : sql``}
      order by t.last_message_at desc, t.id desc
      limit ${threadPageSize + 1}`,
  );
  const page = rows.slice(0, threadPageSize);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      transportId: row.transport_id,
      title: row.title,
      otherName: row.other_name,
      unread: Number(row.unread),
      closed: row.closed,
      lastAt: new Date(row.last_at),
      last: row.last_kind
        ? { mine: row.last_side === party.side, kind: row.last_kind, body: row.last_body ?? '', event: row.last_event }
        : null,
    })),
    nextCursor: rows.length > threadPageSize && last ? encodeCursor({ time: last.at_text, id: last.id }) : null,
  };
}

export async function unreadTotal(db: Db, party: { side: ThreadSide; id: string }): Promise<number> {
  const query =
    party.side === 'customer'
      ? sql`select coalesce(sum(customer_unread), 0)::int as n from message_threads where customer_id = ${party.id} and customer_unread > 0`
      : sql`select coalesce(sum(company_unread), 0)::int as n from message_threads where company_id = ${party.id} and company_unread > 0`;
  const [row] = await rowsOf<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}
