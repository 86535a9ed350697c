import {
  notificationIdSchema,
  notificationListSchema,
  notificationStreamSchema,
  quietHoursSchema,
  setNotificationPreferenceSchema,
} from '@/lib/schemas/notification';
import { subscribePushSchema, unsubscribePushSchema } from '@/lib/schemas/push';
import { authedProcedure, createTRPCRouter } from '../../trpc';
import { listHandler } from './list.handler';
import { markAllReadHandler } from './markAllRead.handler';
import { markReadHandler } from './markRead.handler';
import { preferencesHandler } from './preferences.handler';
import { pushKeyHandler } from './pushKey.handler';
import { setPreferenceHandler } from './setPreference.handler';
import { setQuietHoursHandler } from './setQuietHours.handler';
import { streamHandler } from './stream.handler';
import { subscribePushHandler } from './subscribePush.handler';
import { unsubscribePushHandler } from './unsubscribePush.handler';

/** The caller's own notifications and choices (issue 26); another person's answers NOT_FOUND. */
export const notificationsRouter = createTRPCRouter({
  list: authedProcedure.input(notificationListSchema).query(listHandler),
  markRead: authedProcedure.input(notificationIdSchema).mutation(markReadHandler),
  markAllRead: authedProcedure.mutation(markAllReadHandler),
  stream: authedProcedure.input(notificationStreamSchema).subscription(streamHandler),
  preferences: authedProcedure.query(preferencesHandler),
  setPreference: authedProcedure.input(setNotificationPreferenceSchema).mutation(setPreferenceHandler),
  setQuietHours: authedProcedure.input(quietHoursSchema).mutation(setQuietHoursHandler),
  pushKey: authedProcedure.query(pushKeyHandler),
  subscribePush: authedProcedure.input(subscribePushSchema).mutation(subscribePushHandler),
  unsubscribePush: authedProcedure.input(unsubscribePushSchema).mutation(unsubscribePushHandler),
});
