import type { MessageKey } from './i18n/keys';

/**
 * Error messages that cross the API are translation keys ("namespace:key"). The server passes such
 * a message on and replaces anything else; the client translates it or falls back.
 */
export function isMessageKey(message: unknown): message is string {
  return typeof message === 'string' && /^[a-z]+:[\w.]+$/.test(message);
}

/**
 * A message that crossed an untyped boundary (an API error, a zod issue) as a key of our catalogue.
 * The one cast from a string to a key: the server sends only catalogue keys
 * (tests/unit/server-message-keys.test.ts) and so do the schemas (tests/unit/schema-message-keys.test.ts).
 */
export function asMessageKey(message: unknown): MessageKey | null {
  return isMessageKey(message) ? (message as MessageKey) : null;
}
