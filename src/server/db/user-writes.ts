/**
 * On PGlite, which one process owns (client.ts locks its directory), every write to the users table
 * goes through this process's one client: a counter bumped before and after each statement that may
 * write it (any statement naming `users` that is not a plain SELECT), and around every transaction
 * (whatever it holds) and every multi-statement `exec`, says whether a user row read earlier may
 * have changed since. A row read while the counter stayed at g is current as long as it reads g:
 * a write that ran before the read began bumped it before the read began; one that overlapped the
 * read bumped it during the read; one that ends later bumps it when it ends (issue 9: auth.me
 * without a query). PostgreSQL, which other processes share, hears of changes to users through
 * NOTIFY instead (services/accounts/user-changes.ts), with the same interface. The counter relies on no
 * statement changing users without naming it: users has no foreign key and no trigger writes it
 * (tests/api/user-cache.test.ts checks the schema).
 */
import type { PGlite } from '@electric-sql/pglite';
import { overriding } from './pglite-overrides';

export interface UserWrites {
  /** Changes whenever a user row may have changed; equal values mean no write in between. */
  readonly generation: number;
  /** False while a change could go unheard (a PostgreSQL listener that is down): remember nothing then. */
  readonly trusted: boolean;
}

const watched = new WeakMap<object, UserWrites>();

const mayWriteUsers = (query: string) => /\busers\b/i.test(query) && !/^\s*select\b/i.test(query);

interface Counter {
  generation: number;
  readonly trusted: true;
}

async function bumpedAround<T>(writes: Counter, run: () => Promise<T>): Promise<T> {
  writes.generation++;
  try {
    return await run();
  } finally {
    writes.generation++;
  }
}

/** The client drizzle should use: the same PGlite, counting the statements that may write users. */
export function watchUserWrites(client: PGlite): { client: PGlite; writes: UserWrites } {
  const writes: Counter = { generation: 0, trusted: true };
  const counted: Partial<Record<PropertyKey, unknown>> = {
    query: (query: string, ...rest: unknown[]) =>
      mayWriteUsers(query) ? bumpedAround(writes, () => client.query(query, ...(rest as []))) : client.query(query, ...(rest as [])),
    exec: (query: string, ...rest: unknown[]) => bumpedAround(writes, () => client.exec(query, ...(rest as []))),
    transaction: (callback: Parameters<PGlite['transaction']>[0]) => bumpedAround(writes, () => client.transaction(callback)),
  };
  return { client: overriding(client, counted), writes };
}

/** Registers the database handle whose writes `writes` counts. */
export function trackUserWrites(db: object, writes: UserWrites): void {
  watched.set(db, writes);
}

/** What tells of changes to users on this handle; undefined for a transaction's own handle, and on PostgreSQL until it listens. */
export function userWritesOf(db: object): UserWrites | undefined {
  return watched.get(db);
}
