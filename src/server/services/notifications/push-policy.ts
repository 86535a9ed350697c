/**
 * How each push asks the push service to treat it (RFC 8030): `Urgency` lets a phone on battery
 * wait for the low ones and wake for the high ones (security, "your bid was accepted"); `TTL` is how
 * long the service keeps it for a device that is offline, after which the news is stale; `Topic`
 * names the thing it is about, so a newer push of the same kind replaces one still waiting ("outbid"
 * five times is one push).
 */
import crypto from 'node:crypto';
import type { NotificationCategory, NotificationKind } from '@/lib/notifications';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

const hour = 3_600;

export const pushPolicy: Record<NotificationCategory, { urgency: PushUrgency; ttlSeconds: number }> = {
  security: { urgency: 'high', ttlSeconds: 7 * 24 * hour },
  messages: { urgency: 'high', ttlSeconds: 24 * hour },
  won: { urgency: 'high', ttlSeconds: 3 * 24 * hour },
  bids: { urgency: 'normal', ttlSeconds: 24 * hour },
  outcomes: { urgency: 'normal', ttlSeconds: 12 * hour },
  auctions: { urgency: 'normal', ttlSeconds: 24 * hour },
  transit: { urgency: 'normal', ttlSeconds: 24 * hour },
  matches: { urgency: 'low', ttlSeconds: 12 * hour },
  reviews: { urgency: 'low', ttlSeconds: 3 * 24 * hour },
};

/** At most 32 characters of the URL-safe base64 alphabet (RFC 8030 §5.4): 24 bytes of a SHA-256. */
export function pushTopic(kind: NotificationKind, subjectKey: string): string {
  return crypto.createHash('sha256').update(`${kind}\n${subjectKey}`).digest().subarray(0, 24).toString('base64url');
}
