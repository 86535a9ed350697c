import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { preparedQuery } from '../../platform/prepared';
import { userWritesOf, type UserWrites } from '../../db/user-writes';

/** The columns a client may see of a user. */
type PublicColumns = Pick<User, 'id' | 'name' | 'email' | 'accountType' | 'createdAt' | 'avatarKey' | 'emailConfirmedAt'>;

/** The user as the client sees it: never the hash. */
export function publicUser(user: PublicColumns) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountType: user.accountType,
    createdAt: user.createdAt,
    avatarKey: user.avatarKey,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

const userById = preparedQuery('user_by_id', (db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

const publicUserById = preparedQuery('public_user_by_id', (db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      accountType: users.accountType,
      createdAt: users.createdAt,
      avatarKey: users.avatarKey,
      emailConfirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

/**
 * Only what publicUser shows (auth.me, called on every page): no hash, address or description read.
 * A row read before is answered from memory while no change to users has happened since: on PGlite
 * by the write counter (db/user-writes.ts), on PostgreSQL by the changes its trigger notifies
 * (services/accounts/user-changes.ts; read each time while that listener is down or not started).
 */
export async function findPublicUserById(db: Db, id: string): Promise<PublicUser | null> {
  const writes = userWritesOf(db);
  if (!writes?.trusted) return readPublicUser(db, id);
  const remembered = rememberedOn(writes);
  const known = remembered.get(id);
  if (known && known.generation === writes.generation) return known.user;
  const generation = writes.generation;
  const user = await readPublicUser(db, id);
  if (user && writes.trusted && writes.generation === generation) {
    if (remembered.size >= maxRememberedUsers) remembered.delete(remembered.keys().next().value as string);
    remembered.set(id, { user: Object.freeze(user), generation });
  }
  return user;
}

async function readPublicUser(db: Db, id: string): Promise<PublicUser | null> {
  const [user] = await publicUserById(db).execute({ id });
  return user ? publicUser(user) : null;
}

const maxRememberedUsers = 10_000;
type Remembered = Map<string, { user: PublicUser; generation: number }>;
const rememberedByDatabase = new WeakMap<UserWrites, Remembered>();

function rememberedOn(writes: UserWrites): Remembered {
  let remembered = rememberedByDatabase.get(writes);
  if (!remembered) rememberedByDatabase.set(writes, (remembered = new Map()));
  return remembered;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await userById(db).execute({ id });
  return user ?? null;
}
