/**
 * The two parties of a thread as people read them: the customer (their company's name when they
 * post as a business, else their own) and the transport company; and the user ids behind each, the
 * people whose streams and bells a message concerns.
 */
import { sql } from 'drizzle-orm';
import type { ThreadSide } from '@/lib/messages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { textArray } from '../../db/sql-array';
import type { MessageThread } from '../../db/schema';

export type ThreadParties = Pick<MessageThread, 'customerId' | 'companyId'>;

/** SQL for a customer's shown name (`u` the user): the business's company name when it has one. */
export const customerNameSql = sql`coalesce((select nullif(c.name, '') from companies c where c.owner_id = u.id), u.name)`;

export interface Party {
  userIds: string[];
  name: string;
}

export async function partiesOf(db: Db, thread: ThreadParties): Promise<Record<ThreadSide, Party>> {
  const [row] = await rowsOf<{ customer_name: string; company_name: string; company_user: string | null }>(
    db,
    sql`select (select ${customerNameSql} from users u where u.id = ${thread.customerId}) as customer_name,
        c.name as company_name, c.owner_id as company_user
      from companies c where c.id = ${thread.companyId}`,
  );
  return {
    customer: { userIds: [thread.customerId], name: row?.customer_name ?? '' },
    company: { userIds: row?.company_user ? [row.company_user] : [], name: row?.company_name ?? '' },
  };
}

/** Wakes these people's streams in every process when the caller's transaction commits: their threads changed (notification-signals.ts). */
export async function wakeStreams(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`select pg_notify('tovar_notifications', id || ':messages') from unnest(${textArray(userIds)}::text[]) as id`);
}
