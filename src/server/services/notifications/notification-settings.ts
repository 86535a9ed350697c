/** A person's notification choices (notification_settings), with the defaults of src/lib/notifications. */
import { eq, sql } from 'drizzle-orm';
import {
  defaultEnabled,
  defaultQuietHours,
  lockedCategories,
  type NotificationCategory,
  type NotificationChannel,
} from '@/lib/notifications';
import type { Db } from '../../db/client';
import { notificationSettings, type NotificationSettingsRow } from '../../db/schema';
import type { QuietHours } from './quiet-hours';

export interface NotificationChoices {
  channels: NotificationSettingsRow['channels'];
  quiet: QuietHours;
}

const defaults: NotificationChoices = { channels: {}, quiet: { ...defaultQuietHours, timeZone: 'Europe/Sarajevo' } };

export async function choicesOf(db: Db, userId: string): Promise<NotificationChoices> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) return defaults;
  return { channels: row.channels, quiet: { enabled: row.quietEnabled, from: row.quietFrom, to: row.quietTo, timeZone: row.timeZone } };
}

export function wants(choices: NotificationChoices, category: NotificationCategory, channel: NotificationChannel): boolean {
  if (lockedCategories.includes(category)) return true;
  return choices.channels[category]?.[channel] ?? defaultEnabled(category, channel);
}

/** Switches one category on one channel; a locked category stays on whatever is asked. */
export async function setChoice(
  db: Db,
  userId: string,
  category: NotificationCategory,
  channel: NotificationChannel,
  enabled: boolean,
): Promise<void> {
  if (lockedCategories.includes(category)) return;
  const change = { [category]: { [channel]: enabled } };
  await db
    .insert(notificationSettings)
    .values({ userId, channels: change })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      // Merges into the category's entry: the other channel's choice stays.
      set: {
        channels: sql`${notificationSettings.channels} || jsonb_build_object(${category}::text, coalesce(${notificationSettings.channels} -> ${category}::text, '{}'::jsonb) || ${JSON.stringify({ [channel]: enabled })}::jsonb)`,
        updatedAt: new Date(),
      },
    });
}

export async function setQuietHours(db: Db, userId: string, quiet: QuietHours): Promise<void> {
  const values = { quietEnabled: quiet.enabled, quietFrom: quiet.from, quietTo: quiet.to, timeZone: quiet.timeZone };
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } });
}

/**
 * The browser's time zone becomes the person's quiet hours' zone while they have chosen nothing
 * (no settings row yet): the default 22:00–07:00 is then night where they are, not in Sarajevo.
 * Each process remembers whom it has seen, so a page load costs no write after the first.
 */
export async function adoptTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  if (adopted.has(userId)) return;
  await db.insert(notificationSettings).values({ userId, timeZone }).onConflictDoNothing({ target: notificationSettings.userId });
  if (adopted.size >= 50_000) adopted.clear();
  adopted.add(userId);
}
const adopted = new Set<string>();
