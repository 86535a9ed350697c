import type { SetNotificationPreferenceInput } from '@/lib/schemas/notification';
import type { HandlerOptions } from '../../trpc';
import { setChoice } from '../../services/notifications/notification-settings';
import { preferencesHandler } from './preferences.handler';

/** Switches one category on one channel (a locked one stays on) and answers the new choices. */
export async function setPreferenceHandler(options: HandlerOptions<SetNotificationPreferenceInput>) {
  const { ctx, input } = options;
  await setChoice(ctx.db, ctx.auth.userId, input.category, input.channel, input.enabled);
  return preferencesHandler(options);
}
