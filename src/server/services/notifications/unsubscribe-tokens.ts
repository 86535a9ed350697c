/**
 * One-click unsubscribe (RFC 8058): a mail's link names the person and the category, signed with the
 * server's secret, so it works without a session and cannot be made for someone else. Only a POST
 * unsubscribes (routers: notifications.unsubscribe; the page /notifications/unsubscribe), so a mail
 * scanner that follows the link changes nothing.
 */
import crypto from 'node:crypto';
import { notificationCategories, type NotificationCategory } from '@/lib/notifications';
import { config } from '../../config';

function signature(userId: string, category: string): string {
  return crypto.createHmac('sha256', config.authSecret).update(`unsubscribe:${userId}:${category}`).digest('base64url');
}

export function unsubscribeToken(userId: string, category: NotificationCategory): string {
  return `${userId}.${category}.${signature(userId, category)}`;
}

/** The person and category a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(token: string): { userId: string; category: NotificationCategory } | null {
  const [userId, category, signed, ...rest] = token.split('.');
  if (!userId || !category || !signed || rest.length > 0) return null;
  if (!(notificationCategories as readonly string[]).includes(category)) return null;
  const expected = Buffer.from(signature(userId, category));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { userId, category: category as NotificationCategory };
}

export const unsubscribeUrl = (token: string) => `${config.appUrl}/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
