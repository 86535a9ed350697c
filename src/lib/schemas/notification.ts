/** Inputs of the notifications procedures (issue 26), parsed by the server and used by the settings form. */
import * as z from 'zod/mini';
import { notificationCategories, notificationChannels } from '@/lib/notifications';
import { isKnownTimeZone } from '@/lib/time-zones';

export const notificationListSchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  unreadOnly: z.optional(z.boolean()),
});
export type NotificationListInput = z.infer<typeof notificationListSchema>;

export const notificationIdSchema = z.object({ id: z.uuid() });
export type NotificationIdInput = z.infer<typeof notificationIdSchema>;

export const setNotificationPreferenceSchema = z.object({
  category: z.enum(notificationCategories),
  channel: z.enum(notificationChannels),
  enabled: z.boolean(),
});
export type SetNotificationPreferenceInput = z.infer<typeof setNotificationPreferenceSchema>;

const minuteOfDay = z.int().check(z.gte(0), z.lte(24 * 60 - 1));

/** An IANA time zone the runtime knows, from the browser or typed. */
const timeZoneSchema = z.string().check(z.maxLength(64), z.refine(isKnownTimeZone, 'validation:timeZoneInvalid'));

/**
 * The tab's stream: the browser's time zone, which becomes the person's quiet hours' zone until they
 * choose one (a zone the server does not know is passed over, never a reason to refuse the stream);
 * `lastEventId` is what tRPC adds when it resumes a dropped stream.
 */
export const notificationStreamSchema = z.optional(
  z.object({
    timeZone: z.optional(z.string().check(z.maxLength(64))),
    lastEventId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  }),
);
export type NotificationStreamInput = z.infer<typeof notificationStreamSchema>;

export const quietHoursSchema = z.object({
  enabled: z.boolean(),
  from: minuteOfDay,
  to: minuteOfDay,
  timeZone: timeZoneSchema,
});
export type QuietHoursInput = z.infer<typeof quietHoursSchema>;
