import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';

/** The user as the client sees it: never the hash. */
export function publicUser(user: User) {
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

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}
