/**
 * Error messages that cross the API are translation keys ("namespace:key"). The server passes such
 * a message on and replaces anything else; the client translates it or falls back.
 */
export function isMessageKey(message: unknown): message is string {
  return typeof message === 'string' && /^[a-z]+:[\w.]+$/.test(message);
}
