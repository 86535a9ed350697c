/**
 * Password guesses are throttled without handing anyone a lock (services/auth/password-guesses.ts):
 * guesses from one address are stopped, guesses spread over many addresses are stopped, and the
 * owner still gets in from an address they logged in from before.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { knownLoginAddresses, rateLimitEvents } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import { callerWithToken, login, password, signUp, trpcError, uniqueIp, useEmailConfirmationOff } from './helpers/auth';
import { lastTokenTo, useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();

useLocalOutbox();
useEmailConfirmationOff();

const anonymous = (ip = uniqueIp()) => callerFor(db(), { ip });
const invalidCredentials = { success: false, error: { details: 'invalid_credentials' } };
const tooManyAttempts = { success: false, error: { details: 'too_many_attempts' } };
type Answer = Awaited<ReturnType<ReturnType<typeof anonymous>['auth']['login']>>;
const count = (answers: Answer[], expected: object) =>
  answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(expected)).length;

/** `n` wrong passwords for `email` from `ip`, all at once. */
function guessAtOnce(email: string, ip: string, n: number): Promise<Answer[]> {
  return Promise.all(Array.from({ length: n }, (_, k) => anonymous(ip).auth.login({ email, password: `guess-${ip}-${k}` })));
}

/** An account whose owner has logged in once from `home`, which makes it a known address. */
async function ownedAccount() {
  const { email } = await signUp(db());
  const home = uniqueIp();
  await login(db(), email, password, home);
  return { email, home };
}

describe(`log-in guesses on ${testDatabaseKind}`, () => {
  it('stops 50 guesses at once from one address: at most 10 passwords are checked', async () => {
    const { email } = await ownedAccount();
    const attacker = uniqueIp();
    const answers = await guessAtOnce(email, attacker, 50);
    expect(count(answers, invalidCredentials)).toBeLessThanOrEqual(10);
    expect(count(answers, tooManyAttempts)).toBeGreaterThanOrEqual(40);
    expect(count(answers, invalidCredentials) + count(answers, tooManyAttempts)).toBe(50);
    // Even the right password is not checked from there any more.
    expect(await anonymous(attacker).auth.login({ email, password })).toEqual(tooManyAttempts);
  });

  it('does not count right passwords against the address: an office behind one address is not stopped by its own log-ins', async () => {
    const office = uniqueIp();
    const accounts = await Promise.all([signUp(db()), signUp(db()), signUp(db())]);
    for (const { email } of accounts) expect((await anonymous(office).auth.login({ email, password })).success).toBe(true);
    await anonymous(office).auth.login({ email: accounts[0]!.email, password: 'not-the-password' });
    const counted = await db()
      .select()
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.key, `login-ip:${office}`));
    expect(counted).toHaveLength(1);
  });

  it('lets the owner in from a known and from a fresh address after an attacker spent its budget', async () => {
    const { email, home } = await ownedAccount();
    const attacker = uniqueIp();
    await guessAtOnce(email, attacker, 50);
    expect(await anonymous(attacker).auth.login({ email, password })).toEqual(tooManyAttempts);

    expect((await anonymous(home).auth.login({ email, password })).success).toBe(true);
    expect((await anonymous(uniqueIp()).auth.login({ email, password })).success).toBe(true);
  });

  it('stops guesses spread over many addresses, and still lets the owner in from a known address', async () => {
    const { email, home } = await ownedAccount();
    const stale = uniqueIp();
    await login(db(), email, password, stale);
    await db()
      .update(knownLoginAddresses)
      .set({ lastSeenAt: new Date(Date.now() - 91 * 24 * 3_600_000) })
      .where(eq(knownLoginAddresses.ip, stale));

    const answers: Answer[] = [];
    for (let n = 0; n < 5; n += 1) answers.push(...(await guessAtOnce(email, uniqueIp(), 10)));
    // 30 failures in 15 minutes from addresses the account does not know, however many addresses.
    expect(count(answers, invalidCredentials)).toBeLessThanOrEqual(30);
    expect(count(answers, tooManyAttempts)).toBeGreaterThanOrEqual(20);
    expect(await anonymous().auth.login({ email, password: 'one-more-guess' })).toEqual(tooManyAttempts);

    // The owner at a known address gets in; a fresh address, or one not seen for 90 days, waits.
    expect((await anonymous(home).auth.login({ email, password })).success).toBe(true);
    expect(await anonymous(stale).auth.login({ email, password })).toEqual(tooManyAttempts);
    const fresh = uniqueIp();
    expect(await anonymous(fresh).auth.login({ email, password })).toEqual(tooManyAttempts);

    // A reset link used from the fresh address proves the mailbox: that address is known now.
    await anonymous(fresh).auth.requestPasswordReset({ email });
    const token = await lastTokenTo(email, '/home/user/reset-password', 'token');
    expect(await anonymous(fresh).auth.resetPassword({ token, password: 'after-attack-1' })).toEqual({ success: true });
    expect((await anonymous(fresh).auth.login({ email, password: 'after-attack-1' })).success).toBe(true);

    // The account's budget is a window, not a lock: 15 minutes later any address is heard again.
    await db()
      .update(rateLimitEvents)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rateLimitEvents.key, `login-fail:${email}`));
    expect((await anonymous(uniqueIp()).auth.login({ email, password: 'after-attack-1' })).success).toBe(true);
  });

  it('still limits a known address to 10 failures in 15 minutes', async () => {
    const { email, home } = await ownedAccount();
    const answers = await guessAtOnce(email, home, 20);
    expect(count(answers, invalidCredentials)).toBeLessThanOrEqual(10);
    expect(await anonymous(home).auth.login({ email, password })).toEqual(tooManyAttempts);
  });
});

describe(`auth.changePassword guesses on ${testDatabaseKind}`, () => {
  it('stops 50 wrong current passwords at once: at most 10 are checked, the rest are too_many_attempts', async () => {
    const { email } = await signUp(db());
    const ip = uniqueIp();
    const session = await login(db(), email, password, ip);
    const caller = await callerWithToken(db(), session.token, ip);
    const errors = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        trpcError(caller.auth.changePassword({ currentPassword: `wrong-${n}`, password: 'new-secret-456' })),
      ),
    );
    const answers = errors.map((error) => `${error.code} ${error.message}`);
    const checked = answers.filter((answer) => answer === 'BAD_REQUEST auth:currentPasswordWrong').length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer === 'TOO_MANY_REQUESTS auth:too_many_attempts')).toHaveLength(50 - checked);

    // Counted with the log-in's guesses: the right password is not checked from there any more either.
    const error = await trpcError(caller.auth.changePassword({ currentPassword: password, password: 'new-secret-456' }));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'auth:too_many_attempts' });
    expect(await anonymous(ip).auth.login({ email, password })).toEqual(tooManyAttempts);
    // Another address of the owner still works.
    const elsewhere = await login(db(), email, password, uniqueIp());
    const other = await callerWithToken(db(), elsewhere.token, uniqueIp());
    expect(await other.auth.changePassword({ currentPassword: password, password: 'new-secret-456' })).toEqual({ success: true });
  });
});
