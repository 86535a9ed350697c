/**
 * The look-back digest of a saved search's instant alerts (issue 26): the first new load mails at
 * once (notify.ts, when its alert starts), the loads that follow while the alert is unread are
 * gathered into one mail 15 minutes after the last mail ("3 new loads match …, the latest …"), and
 * so on while more come. A read alert starts over: the next load mails at once again. Found by the
 * reminders' scan every 5 minutes; a person's quiet hours leave their alerts to gather until
 * morning (one mail then, not one per 15 minutes held until 07:00). Claimed row by row with a
 * conditional update, so two processes never mail the same loads twice.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { textArray } from '../../db/sql-array';
import { choicesOf } from './notification-settings';
import { mailLater, type NotificationEvent } from './notify';
import { sendableAt } from './quiet-hours';

export const lookbackMs = 15 * 60_000;

interface Due extends Record<string, unknown> {
  id: string;
  user_id: string;
}

interface Claimed extends Due {
  subject_key: string;
  transport_id: string | null;
  params: Record<string, string | number>;
  untold: number;
}

/** Mails each instant alert's untold loads whose last mail is 15 minutes old; returns how many mails. */
export async function mailMatchLookbacks(db: Db, now = new Date()): Promise<number> {
  const due = await rowsOf<Due>(
    db,
    sql`select n.id, n.user_id from notifications n join saved_searches s on s.id::text = n.subject_key and s.alerts = 'instant'
      where n.kind = 'loadMatched' and n.read_at is null and n.count > n.mailed_count
        and coalesce(n.mailed_at, n.created_at) <= ${new Date(now.getTime() - lookbackMs)}`,
  );
  const awake: string[] = [];
  for (const [userId, rows] of Map.groupBy(due, (row) => row.user_id)) {
    const { quiet } = await choicesOf(db, userId);
    if (sendableAt(now, quiet).getTime() <= now.getTime()) awake.push(...rows.map((row) => row.id));
  }
  if (awake.length === 0) return 0;
  const claimed = await rowsOf<Claimed>(
    db,
    sql`with untold as (
        select id, count - mailed_count as untold from notifications
        where id = any(${textArray(awake)}::uuid[])
          and read_at is null and count > mailed_count
        for update skip locked)
      update notifications n set mailed_count = n.count, mailed_at = ${now} from untold where n.id = untold.id
      returning n.id, n.user_id, n.subject_key, n.transport_id, n.params, untold.untold`,
  );
  const notices = claimed.map((row) => ({ event: lookbackEvent(row), n: row.untold }));
  await mailLater(db, notices, now);
  return notices.length;
}

function lookbackEvent(row: Claimed): NotificationEvent {
  const { path, ...params } = row.params;
  return {
    userId: row.user_id,
    kind: 'loadMatched',
    subjectKey: row.subject_key,
    transportId: row.transport_id,
    path: String(path),
    params,
    eventKey: `lookback:${row.id}:${row.untold}`,
  };
}
