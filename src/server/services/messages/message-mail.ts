/**
 * A message still unread an hour after it came is mailed (issue 27), once per thread until the side
 * reads it: the reminders' scan (every 5 minutes) finds the sides whose oldest unread message is
 * older than `messageMailAfterMinutes` and that were not mailed since they last read, claims each by
 * moving its mailed mark to the thread's last message (one process wins the claim), and queues one
 * mail saying how many are waiting, as the person chose (category "messages", quiet hours).
 */
import { sql } from 'drizzle-orm';
import { messageMailAfterMinutes, type ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailLater } from '../notifications/notify';
import { threadPath } from '@/lib/paths';
import { customerNameSql } from './thread-parties';

interface Due extends Record<string, unknown> {
  id: string;
  side: ThreadSide;
  user_id: string;
  title: string;
  transport_id: string | null;
  n: number;
  other_name: string;
}

function dueOn(side: ThreadSide, since: Date) {
  const unread = side === 'customer' ? sql`t.customer_unread` : sql`t.company_unread`;
  const readId = side === 'customer' ? sql`t.customer_read_id` : sql`t.company_read_id`;
  const mailedId = side === 'customer' ? sql`t.customer_mailed_id` : sql`t.company_mailed_id`;
  const userId = side === 'customer' ? sql`t.customer_id` : sql`(select c.owner_id from companies c where c.id = t.company_id)`;
  const otherName =
    side === 'customer'
      ? sql`(select c.name from companies c where c.id = t.company_id)`
      : sql`(select ${customerNameSql} from users u where u.id = t.customer_id)`;
  return sql`select t.id, ${side}::text as side, ${userId} as user_id, t.title, t.transport_id, ${unread} as n, ${otherName} as other_name
    from message_threads t
    where ${unread} > 0 and ${mailedId} <= ${readId}
      and exists (select 1 from messages m where m.thread_id = t.id and m.id > ${readId} and m.side <> ${side} and m.created_at <= ${since})`;
}

/** Claims the side's mail: false when another process did, or the side read the thread meanwhile. */
async function claim(db: Db, due: Due): Promise<boolean> {
  const column = due.side === 'customer' ? sql`customer` : sql`company`;
  const claimed = await rowsOf<{ id: string }>(
    db,
    sql`update message_threads set ${column}_mailed_id = last_message_id
      where id = ${due.id} and ${column}_unread > 0 and ${column}_mailed_id <= ${column}_read_id returning id`,
  );
  return claimed.length > 0;
}

export async function mailUnreadMessages(db: Db, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - messageMailAfterMinutes * 60_000);
  const due = [...(await rowsOf<Due>(db, dueOn('customer', since))), ...(await rowsOf<Due>(db, dueOn('company', since)))];
  let mailed = 0;
  for (const row of due) {
    if (!row.user_id) continue;
    const event = {
      userId: row.user_id,
      kind: 'messageNew' as const,
      subjectKey: row.id,
      transportId: row.transport_id,
      path: threadPath(row.id),
      params: { title: row.title, name: row.other_name },
      eventKey: `message-mail:${row.id}`,
    };
    const sent = await db.transaction(async (tx) => {
      if (!(await claim(tx, row))) return false;
      await mailLater(tx, [{ event, n: Number(row.n) }], now);
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}
