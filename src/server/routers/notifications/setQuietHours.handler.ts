import type { QuietHoursInput } from '@/lib/schemas/notification';
import type { HandlerOptions } from '../../trpc';
import { setQuietHours } from '../../services/notifications/notification-settings';
import { preferencesHandler } from './preferences.handler';

export async function setQuietHoursHandler(options: HandlerOptions<QuietHoursInput>) {
  await setQuietHours(options.ctx.db, options.ctx.auth.userId, options.input);
  return preferencesHandler(options);
}
