import { customerCategories, lockedCategories, notificationChannels, transporterCategories } from '@/lib/notifications';
import { transporterAccountTypes } from '@/lib/constants';
import type { AuthedContext } from '../../trpc';
import { choicesOf, wants } from '../../services/notifications/notification-settings';

/** The caller's choices: each of their side's categories by channel (locked ones on), and quiet hours. */
export async function preferencesHandler({ ctx }: { ctx: AuthedContext }) {
  const choices = await choicesOf(ctx.db, ctx.auth.userId);
  const transporter = (transporterAccountTypes as readonly string[]).includes(ctx.auth.role);
  const categories = transporter ? transporterCategories : customerCategories;
  return {
    categories: categories.map((category) => ({
      category,
      locked: lockedCategories.includes(category),
      channels: Object.fromEntries(notificationChannels.map((channel) => [channel, wants(choices, category, channel)])) as Record<
        (typeof notificationChannels)[number],
        boolean
      >,
    })),
    quietHours: choices.quiet,
  };
}
