/**
 * The morning digest of saved searches set to "daily" (issue 26): at 07:00 in the person's time
 * zone, one mail listing each such search with the loads it alerted of in the last 24 hours (the
 * bell had them at once). Found by the reminders' scan every 5 minutes; the event key
 * `digest:<local day>` makes it one a day, whichever process finds it first.
 */
import { sql } from 'drizzle-orm';
import { getT } from '@/lib/i18n/server';
import { toLanguage } from '@/lib/i18n/languages';
import { defaultQuietHours, digestMinute } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { config } from '../../config';
import { enqueueMails } from '../mail/mail-queue';
import { wakeMailWorkersAfterCommit } from '../mail/mail-worker-registry';
import { rowsOf } from '../../db/rows';
import { notificationPaths } from './notification-paths';
import { wants } from './notification-settings';
import { minuteOfDayIn } from './quiet-hours';

interface Line extends Record<string, unknown> {
  user_id: string;
  search_id: string;
  search: string;
  count: number;
  name: string;
  email: string;
  language: string;
  confirmed: boolean;
  channels: Record<string, { mail?: boolean }> | null;
  time_zone: string | null;
}

const dayMs = 24 * 3_600_000;

function localDay(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export async function sendSearchDigests(db: Db, now = new Date()): Promise<number> {
  const lines = await rowsOf<Line>(
    db,
    sql`select n.user_id, s.id::text as search_id, s.name as search, n.count, u.name, u.email, u.language,
        u.email_confirmed_at is not null as confirmed, ns.channels, ns.time_zone
      from notifications n
      join saved_searches s on s.id::text = n.subject_key and s.alerts = 'daily'
      join users u on u.id = n.user_id
      left join notification_settings ns on ns.user_id = n.user_id
      where n.kind = 'loadMatched' and n.updated_at > ${new Date(now.getTime() - dayMs)}
      order by n.user_id, s.name`,
  );
  const byUser = Map.groupBy(lines, (line) => line.user_id);
  let sent = 0;
  for (const [userId, own] of byUser) {
    const first = own[0]!;
    const timeZone = first.time_zone ?? 'Europe/Sarajevo';
    const minute = minuteOfDayIn(now, timeZone);
    if (minute < digestMinute || minute >= digestMinute + 60) continue;
    const choices = { channels: first.channels ?? {}, quiet: { ...defaultQuietHours, timeZone } };
    if (!first.confirmed || !wants(choices, 'matches', 'mail')) continue;
    const fresh = await rowsOf<{ user_id: string }>(
      db,
      sql`insert into notification_events (user_id, event_key) values (${userId}, ${`digest:${localDay(now, timeZone)}`})
        on conflict do nothing returning user_id`,
    );
    if (fresh.length === 0) continue;
    const t = getT(toLanguage(first.language), ['notifications', 'mail']);
    const items = own.map((line) => ({
      text: t('notifications:digest.line', { search: line.search, count: line.count }),
      link: `${config.appUrl}${notificationPaths.savedSearch(line.search_id)}`,
    }));
    const subject = t('notifications:digest.subject');
    const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    await enqueueMails(db, [
      {
        mail: {
          to: first.email,
          subject,
          text: [
            t('mail:greeting', { name: first.name }),
            subject,
            ...items.map((item) => `${item.text}: ${item.link}`),
            t('mail:signature'),
          ].join('\n\n'),
          html: [
            `<p>${escape(t('mail:greeting', { name: first.name }))}</p>`,
            `<ul>${items.map((item) => `<li><a href="${escape(item.link)}">${escape(item.text)}</a></li>`).join('')}</ul>`,
            `<p>${escape(t('mail:signature'))}</p>`,
          ].join('\n'),
        },
        at: now,
      },
    ]);
    sent++;
  }
  if (sent > 0) wakeMailWorkersAfterCommit();
  return sent;
}
