/**
 * A browser's push subscription as PushSubscription.toJSON() gives it (issue 26), checked before the
 * server stores it: an https endpoint of the push service, the P-256 key (65 bytes, uncompressed,
 * so its base64url starts with "B") and the 16-byte auth secret of RFC 8291.
 */
import * as z from 'zod/mini';

const invalid = 'validation:pushSubscriptionInvalid';

export const pushEndpointSchema = z.string().check(
  z.maxLength(2048, invalid),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, invalid),
);

export const subscribePushSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: z.string().check(z.regex(/^B[A-Za-z0-9_-]{86}=?$/, invalid)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}(==)?$/, invalid)),
  }),
});
export type SubscribePushInput = z.infer<typeof subscribePushSchema>;

export const unsubscribePushSchema = z.object({ endpoint: pushEndpointSchema });
export type UnsubscribePushInput = z.infer<typeof unsubscribePushSchema>;
