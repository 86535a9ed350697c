/**
 * Throttling of password guesses (log-in, and the current password of a password change), chosen so
 * that brute force stays out and nobody can lock an account by failing on purpose. No hard lock:
 * every limit is a sliding window in the database (rate-limit.ts), and each is:
 *  - per IP: 100 failed attempts in 15 minutes, whatever the accounts (a right password gives its slot
 *    back, so an office of dispatchers behind one address is never stopped by its own log-ins);
 *  - per account and IP: 10 failures in 15 minutes. A guesser at one address stops only itself;
 *  - per account from addresses it does not know: 30 failures in 15 minutes, which stops a guesser
 *    spread over many addresses. A "known address" is one the user logged in from (or used a
 *    password-reset link from) within 90 days; it is exempt, so the owner at home or at work gets
 *    in however many strangers failed.
 * A fresh address gets in after one attacker (or two) spent their budgets; it waits only while the
 * account's budget is spent by at least three addresses, and even then a password reset by mail
 * makes it known. A slot is held while the password is checked, so concurrent guesses are counted.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownLoginAddresses } from '../../db/schema';
import { limitsFor, release, take, type Attempt } from '../../platform/rate-limit';

export const knownAddressTtlMs = 90 * 24 * 3_600_000;

export interface GuessAccount {
  /** Lower-cased, as the schemas give it; the account may not exist. */
  email: string;
  userId: string | null;
}

export interface Guess {
  /** The password was right: the guess gives back its failure slots. */
  succeeded(): Promise<void>;
}

/** A slot for checking one password, or null when the guess must be refused (`too_many_attempts`). */
export async function startPasswordGuess(db: Db, account: GuessAccount, ip: string): Promise<Guess | null> {
  const perIp = await take(db, `login-ip:${ip}`, limitsFor.loginAttemptsPerIp);
  if (!perIp.allowed) return null;
  const held: Attempt[] = [await take(db, `login-fail:${account.email} from ${ip}`, limitsFor.passwordFailuresPerAccountAndIp)];
  if (held[0]?.allowed && !(account.userId && (await isKnownAddress(db, account.userId, ip)))) {
    held.push(await take(db, `login-fail:${account.email}`, limitsFor.passwordFailuresPerAccount));
  }
  if (held.some((attempt) => !attempt.allowed)) {
    await release(db, ...held);
    return null;
  }
  return { succeeded: () => release(db, perIp, ...held) };
}

export async function isKnownAddress(db: Db, userId: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - knownAddressTtlMs);
  const [known] = await db
    .select({ ip: knownLoginAddresses.ip })
    .from(knownLoginAddresses)
    .where(and(eq(knownLoginAddresses.userId, userId), eq(knownLoginAddresses.ip, ip), gt(knownLoginAddresses.lastSeenAt, since)))
    .limit(1);
  return known !== undefined;
}

/** Whether the account has logged in from anywhere within the last 90 days (its first log-in has not). */
export async function hasKnownAddress(db: Db, userId: string): Promise<boolean> {
  const since = new Date(Date.now() - knownAddressTtlMs);
  const [known] = await db
    .select({ ip: knownLoginAddresses.ip })
    .from(knownLoginAddresses)
    .where(and(eq(knownLoginAddresses.userId, userId), gt(knownLoginAddresses.lastSeenAt, since)))
    .limit(1);
  return known !== undefined;
}

/** Called at a successful log-in and a used reset link: the account's owner is at this address. */
export async function rememberAddress(db: Db, userId: string, ip: string): Promise<void> {
  await db
    .insert(knownLoginAddresses)
    .values({ userId, ip })
    .onConflictDoUpdate({ target: [knownLoginAddresses.userId, knownLoginAddresses.ip], set: { lastSeenAt: new Date() } });
}
