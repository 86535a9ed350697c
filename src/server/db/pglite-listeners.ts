/**
 * LISTEN on a PGlite whose queries are read by pglite-results.ts (issue 25): PGlite delivers a
 * notification only when its own reader meets it, so the named statements deliver those they meet
 * to the same callbacks. Each callback is given to PGlite as well, for the queries that still go
 * PGlite's way; a notification arrives in one answer only, so it is delivered once.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

type Callback = (payload: string) => void;
type Global = (channel: string, payload: string) => void;

/** A channel as PostgreSQL names it: lower case, unless quoted (PGlite's toPostgresName). */
const postgresName = (channel: string) => (channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase());

export function notificationListeners(client: PGlite) {
  const channels = new Map<string, Set<Callback>>();
  const everyChannel = new Set<Global>();

  const forget = (channel: string, callback?: Callback) => {
    const name = postgresName(channel);
    if (callback) channels.get(name)?.delete(callback);
    else channels.delete(name);
    if (channels.get(name)?.size === 0) channels.delete(name);
  };

  return {
    /** Calls the channel's and every channel's callbacks, each in a microtask, as PGlite does. */
    deliver(channel: string, payload: string): void {
      for (const callback of channels.get(channel) ?? []) queueMicrotask(() => callback(payload));
      for (const callback of everyChannel) queueMicrotask(() => callback(channel, payload));
    },
    methods: {
      async listen(channel: string, callback: Callback, tx?: Transaction) {
        const name = postgresName(channel);
        const set = channels.get(name) ?? new Set<Callback>();
        channels.set(name, set.add(callback));
        try {
          const unlisten = await client.listen(channel, callback, tx);
          return async (otherTx?: Transaction) => {
            forget(channel, callback);
            await unlisten(otherTx);
          };
        } catch (error) {
          forget(channel, callback);
          throw error;
        }
      },
      async unlisten(channel: string, callback?: Callback, tx?: Transaction) {
        forget(channel, callback);
        await client.unlisten(channel, callback, tx);
      },
      onNotification(callback: Global) {
        everyChannel.add(callback);
        const off = client.onNotification(callback);
        return () => {
          everyChannel.delete(callback);
          off();
        };
      },
      offNotification(callback: Global) {
        everyChannel.delete(callback);
        client.offNotification(callback);
      },
    },
  };
}
