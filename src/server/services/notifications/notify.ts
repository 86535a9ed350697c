/**
 * Telling people: `notifyAll` runs in the transaction of the change that causes the events (the
 * outbox pattern), so a rolled-back change tells no one and a committed one is never lost. Each
 * event is told once per recipient (`eventKey`, notification_events); repeated events of one kind
 * about one thing collapse into the one unread notification (count + n, newest text). A mail goes
 * out when the notification is new (not on a collapse: "3 new bids" is one mail until read), if the
 * person wants that category by mail and has a confirmed address, held by quiet hours; push
 * likewise (push-delivery.ts). Set-based, a statement per step for the whole batch, so a new load
 * that matches 10,000 saved searches is told in a few statements. Every process's bell hears of it
 * on commit (notification-signals.ts).
 */
import { sql } from 'drizzle-orm';
import { categoryOf, defaultQuietHours, type NotificationKind } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { enqueueMails } from '../mail/mail-queue';
import { wakeMailWorkersAfterCommit } from '../mail/mail-worker-registry';
import { rowsOf } from '../../db/rows';
import { textArray } from '../../db/sql-array';
import { notificationMail } from './notification-mail';
import { wants, type NotificationChoices } from './notification-settings';
import { notificationPush } from './push-delivery';
import { enqueuePushes, type NewPush } from './push-queue';
import { wakePushWorkersAfterCommit } from './push-worker-registry';
import { sendableAt } from './quiet-hours';

export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** The thing it is about (a transport's id, a saved search's): collapse key and push Topic. */
  subjectKey: string;
  transportId?: string | null;
  /** The path in Tovar that opens the thing. */
  path: string;
  params: Record<string, string | number>;
  /** Unique per event and recipient: the same key twice tells once. */
  eventKey: string;
  /** Told in the app only: mail comes in a digest (a saved search's daily alerts, search-digest.ts). */
  bellOnly?: boolean;
  /** Told in the app and by push at once, never mailed here: a message is mailed only if still unread an hour later (messages/message-mail.ts). */
  noMail?: boolean;
}

/** One event; true when it was told, false for a repeat. */
export async function notify(db: Db, event: NotificationEvent, now = new Date()): Promise<boolean> {
  return (await notifyAll(db, [event], now)) > 0;
}

const keyOf = (...parts: string[]) => parts.join(' ');

/**
 * Writes the events' notifications with `db` (the cause's transaction) in one statement: each event
 * is noted once (notification_events), and the fresh ones of the batch about one thing count together
 * into its unread notification or start one (the last event's text wins). Columns of arrays, one
 * parameter each whatever the batch's size, no ordered aggregate and no join on what the insert
 * returns (each cost PGlite a third more for a load's 190 alerts), and only the notifications started
 * come back, to be mailed and pushed. Returns how many events were told (not repeats).
 */
export async function notifyAll(db: Db, batch: readonly NotificationEvent[], now = new Date()): Promise<number> {
  // An event twice in one batch is told once, as its first.
  const seen = new Set<string>();
  const events = batch.filter((event) => {
    const key = keyOf(event.userId, event.eventKey);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (events.length === 0) return 0;
  const column = (pick: (event: NotificationEvent) => string) => textArray(events.map(pick));
  const rows = await rowsOf<{ user_id: string | null; kind: string | null; subject_key: string | null; n: number }>(
    db,
    sql`with e as (
        select * from unnest(${column((e) => e.userId)}::uuid[], ${column((e) => e.eventKey)}::text[], ${column((e) => e.kind)}::text[],
          ${column((e) => e.subjectKey)}::text[], ${column((e) => e.transportId ?? '')}::text[],
          ${column((e) => JSON.stringify({ ...e.params, path: e.path }))}::jsonb[])
          with ordinality as e(user_id, event_key, kind, subject_key, transport_id, params, i)
      ),
      fresh as (
        insert into notification_events (user_id, event_key) select user_id, event_key from e
        on conflict do nothing returning user_id, event_key
      ),
      notices as (
        select distinct on (user_id, kind, subject_key) user_id, kind, subject_key, nullif(transport_id, '')::uuid as transport_id,
          params, count(*) over (partition by user_id, kind, subject_key)::int as n
        from e join fresh using (user_id, event_key)
        order by user_id, kind, subject_key, i desc
      ),
      written as (
        insert into notifications (user_id, kind, subject_key, transport_id, params, count, created_at, updated_at)
        select user_id, kind, subject_key, transport_id, params, n, ${now}::timestamptz, ${now}::timestamptz from notices
        on conflict (user_id, kind, subject_key) where read_at is null
        do update set count = notifications.count + excluded.count, params = excluded.params, updated_at = excluded.updated_at
        returning user_id, kind, subject_key, count, (xmax::text = '0') as created
      )
      select user_id, kind, subject_key, count as n from written where created
      union all select null, null, null, coalesce(sum(n), 0)::int from notices`,
  );
  // The notifications started (a new row's count is its events'), then the total told. The mail
  // tells of the batch's last event about the thing.
  const lastAbout = new Map(events.map((event) => [keyOf(event.userId, event.kind, event.subjectKey), event]));
  const notices = rows.flatMap((row) => {
    const event = row.user_id ? lastAbout.get(keyOf(row.user_id, row.kind ?? '', row.subject_key ?? '')) : undefined;
    return event && !event.bellOnly ? [{ event, n: row.n }] : [];
  });
  await sendOutside(db, notices, now);
  return rows.find((row) => row.user_id === null)?.n ?? 0;
}

interface Person extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  language: string;
  confirmed: boolean;
  channels: NotificationChoices['channels'] | null;
  quiet_enabled: boolean | null;
  quiet_from: number | null;
  quiet_to: number | null;
  time_zone: string | null;
  has_push: boolean;
}

function choicesOf(person: Person): NotificationChoices {
  return {
    channels: person.channels ?? {},
    quiet: {
      enabled: person.quiet_enabled ?? defaultQuietHours.enabled,
      from: person.quiet_from ?? defaultQuietHours.from,
      to: person.quiet_to ?? defaultQuietHours.to,
      timeZone: person.time_zone ?? 'Europe/Sarajevo',
    },
  };
}

/**
 * A mail alone, as its recipient chose (category, confirmed address, quiet hours), for a notice the
 * bell already showed: a message still unread an hour later (messages/message-mail.ts).
 */
export function mailLater(db: Db, notices: readonly { event: NotificationEvent; n: number }[], now = new Date()): Promise<void> {
  return sendOutside(db, notices, now, false);
}

/** Mail and push for the notifications that are new, each as its recipient chose, in one read and one write. */
export async function sendOutside(
  db: Db,
  notices: readonly { event: NotificationEvent; n: number }[],
  now: Date,
  push = true,
): Promise<void> {
  if (notices.length === 0) return;
  const ids = textArray([...new Set(notices.map(({ event }) => event.userId))]);
  const people = await rowsOf<Person>(
    db,
    sql`select u.id, u.name, u.email, u.language, u.email_confirmed_at is not null as confirmed,
        s.channels, s.quiet_enabled, s.quiet_from, s.quiet_to, s.time_zone,
        exists (select 1 from push_subscriptions p where p.user_id = u.id) as has_push
      from users u left join notification_settings s on s.user_id = u.id
      where u.id = any(${ids}::uuid[])`,
  );
  const byId = new Map(people.map((person) => [person.id, person]));
  const mails: Parameters<typeof enqueueMails>[1][number][] = [];
  const pushes: { push: NewPush; at: Date }[] = [];
  for (const { event, n } of notices) {
    const person = byId.get(event.userId);
    if (!person) continue;
    const category = categoryOf[event.kind];
    const choices = choicesOf(person);
    // Security notices are never held: a sign-in at night is exactly what must not wait.
    const at = category === 'security' ? now : sendableAt(now, choices.quiet);
    const params = { ...event.params, path: event.path };
    if (!event.noMail && person.confirmed && wants(choices, category, 'mail')) {
      const to = { userId: person.id, name: person.name, email: person.email, language: person.language };
      mails.push({ mail: notificationMail(to, { kind: event.kind, category, params, count: n, path: event.path }), at });
    }
    if (push && person.has_push && wants(choices, category, 'push')) {
      const to = { userId: person.id, language: person.language };
      pushes.push({
        push: notificationPush(to, { kind: event.kind, category, subjectKey: event.subjectKey, params, count: n, path: event.path }),
        at,
      });
    }
  }
  if (pushes.length > 0) {
    await enqueuePushes(db, pushes);
    wakePushWorkersAfterCommit();
  }
  if (mails.length === 0) return;
  await enqueueMails(db, mails);
  wakeMailWorkersAfterCommit();
}
