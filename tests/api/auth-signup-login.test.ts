import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { config } from '@/server/config';
import { rateLimitEvents, users } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import {
  callerWithToken,
  fieldErrors,
  password,
  signUp,
  signUpAndLogin,
  signUpInput,
  trpcError,
  uniqueEmail,
  uniqueIp,
  useEmailConfirmationOff,
} from './helpers/auth';
import { lastTokenTo, mailsTo, useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();

useLocalOutbox();
useEmailConfirmationOff();

const anonymous = (ip = uniqueIp()) => callerFor(db(), { ip });

describe(`auth sign-up on ${testDatabaseKind}`, () => {
  it('rejects invalid input with the schema message key of each field', async () => {
    const input = { name: ' Al ', email: 'not-an-email', password: '12345', accountType: 'USER' as const, acceptTerms: false as true };
    const error = await trpcError(anonymous().auth.signUp(input));
    expect(error.code).toBe('BAD_REQUEST');
    expect(fieldErrors(error)).toEqual({
      name: ['validation:nameTooShort'],
      email: ['validation:emailInvalid'],
      password: ['validation:passwordTooShort'],
      acceptTerms: ['validation:termsRequired'],
    });

    const tooLongInput = signUpInput({ password: 'x'.repeat(33) });
    const tooLong = await trpcError(anonymous().auth.signUp(tooLongInput));
    expect(tooLong.code).toBe('BAD_REQUEST');
    expect(fieldErrors(tooLong)).toEqual({ password: ['validation:passwordTooLong'] });

    const badType = await trpcError(anonymous().auth.signUp(signUpInput({ accountType: 'ADMIN' as 'USER' })));
    expect(fieldErrors(badType)).toEqual({ accountType: ['validation:accountTypeRequired'] });

    expect(await db().select().from(users).where(eq(users.email, tooLongInput.email))).toEqual([]);
  });

  it('stores the address lower-cased and the password as argon2id, and refuses the address again in any case', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM');
    const longest = 'p'.repeat(32);
    const created = await signUp(db(), { name: 'Ana', email, password: longest, accountType: 'COMPANY' });
    expect(created.result).toEqual({ success: true, confirmationRequired: false });

    const [user] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({ name: 'Ana', email: email.toLowerCase(), accountType: 'COMPANY', language: 'en', emailConfirmedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(user?.passwordHash).not.toContain(longest);
    expect(await mailsTo(email.toLowerCase())).toHaveLength(1);

    // Two more requests: the third mail request to one address within the hour is the last one allowed.
    for (const again of [email.toLowerCase(), email.toUpperCase()]) {
      const error = await trpcError(anonymous().auth.signUp(signUpInput({ email: again })));
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('auth:user_already_exists');
    }
    expect(await mailsTo(email.toLowerCase())).toHaveLength(1);
  });

  it('answers user_already_exists to sign-ups of one address that arrive at the same time', async () => {
    const email = uniqueEmail('race');
    // Three at once (the most one address may get within the hour): all pass the existence check first.
    const results = await Promise.allSettled([0, 1, 2].map(() => signUp(db(), { email })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { code: string; message: string }] : []));
    const conflict = { code: 'CONFLICT', message: 'auth:user_already_exists' };
    expect(reasons.map(({ code, message }) => ({ code, message: message.slice(0, 60) }))).toEqual([conflict, conflict]);
  });
});

describe(`auth log-in on ${testDatabaseKind}`, () => {
  it('keeps no account when its confirmation mail cannot be queued: the address can sign up again', async () => {
    const input = signUpInput();
    await db().execute(
      sql`create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'queue away'; end $$`,
    );
    await db().execute(sql`create trigger refuse_mail before insert on mail_queue for each row execute function refuse_mail()`);
    try {
      await expect(anonymous().auth.signUp(input)).rejects.toThrow();
    } finally {
      await db().execute(sql`drop trigger refuse_mail on mail_queue`);
      await db().execute(sql`drop function refuse_mail()`);
    }
    expect(await db().select().from(users).where(eq(users.email, input.email))).toEqual([]);
    await expect(anonymous().auth.signUp(input)).resolves.toMatchObject({ success: true });
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it('answers exactly success, user, token and refreshToken, never the hash', async () => {
    const { input, ...answer } = await signUpAndLogin(db(), { name: 'Trans Co', accountType: 'TRANSPORT_COMPANY' });
    expect(Object.keys(answer).sort()).toEqual(['refreshToken', 'success', 'token', 'user']);
    expect(Object.keys(answer.user).sort()).toEqual(['accountType', 'avatarKey', 'createdAt', 'email', 'emailConfirmed', 'id', 'name']);
    expect(answer.user).toMatchObject({
      name: 'Trans Co',
      email: input.email,
      accountType: 'TRANSPORT_COMPANY',
      emailConfirmed: false,
      avatarKey: null,
    });
    expect(answer.user.createdAt).toBeInstanceOf(Date);
    expect(answer.token.split('.')).toHaveLength(3);
    expect(answer.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(answer)).not.toMatch(/passwordHash|argon2/);

    const again = await anonymous().auth.login({ email: input.email.toUpperCase(), password });
    expect(again.success && again.user.id).toBe(answer.user.id);
  });

  it('answers an unknown address and a wrong password alike', async () => {
    const { email } = await signUp(db());
    const failed = { success: false, error: { details: 'invalid_credentials' } };
    expect(await anonymous().auth.login({ email: uniqueEmail('nobody'), password })).toEqual(failed);
    expect(await anonymous().auth.login({ email, password: 'wrong-password' })).toEqual(failed);
  });

  it('refuses an unconfirmed address when confirmation is required, until the mailed link is used once', async () => {
    config.requireEmailConfirmation = true;
    try {
      const { email, result } = await signUp(db());
      expect(result).toEqual({ success: true, confirmationRequired: true });
      expect(await anonymous().auth.login({ email, password })).toEqual({ success: false, error: { details: 'email_not_confirmed' } });
      // A wrong password must not reveal that the account exists but is unconfirmed.
      expect(await anonymous().auth.login({ email, password: 'wrong-password' })).toEqual({
        success: false,
        error: { details: 'invalid_credentials' },
      });

      const token = await lastTokenTo(email, '/home/user/log-in', 'confirm');
      expect((await mailsTo(email))[0]?.text).toContain(`http://localhost:4321/home/user/log-in?confirm=${token}`);
      expect(await anonymous().auth.confirmEmail({ token })).toEqual({ success: true });
      const answer = await anonymous().auth.login({ email, password });
      expect(answer.success && answer.user.emailConfirmed).toBe(true);

      for (const bad of [token, 'x'.repeat(43)]) {
        const error = await trpcError(anonymous().auth.confirmEmail({ token: bad }));
        expect(error.code).toBe('BAD_REQUEST');
        expect(error.message).toBe('auth:invalid_confirmation_token');
      }
    } finally {
      config.requireEmailConfirmation = false;
    }
  });

  it('answers a sign-up of an address that has an account as a new one, and mails its owner, when sign-ups are confirmed', async () => {
    config.requireEmailConfirmation = true;
    try {
      const { email } = await signUp(db());
      const again = await anonymous().auth.signUp(signUpInput({ email: email.toUpperCase(), name: 'Somebody Else' }));
      // The form cannot tell who has an account (as the password reset cannot).
      expect(again).toEqual({ success: true, confirmationRequired: true });
      expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your Tovar account', 'You already have a Tovar account']);
      expect(mails[1]?.text).toContain('http://localhost:4321/home/user/log-in');
      expect(mails[1]?.text).not.toContain('confirm=');
    } finally {
      config.requireEmailConfirmation = false;
    }
  });

  it('stops an address after 10 failures on one account within 15 minutes, even for the right password, and nobody else', async () => {
    const { email } = await signUp(db());
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await anonymous(ip).auth.login({ email, password: `wrong-${attempt}` })).toEqual({
        success: false,
        error: { details: 'invalid_credentials' },
      });
    }
    const stopped = { success: false, error: { details: 'too_many_attempts' } };
    expect(await anonymous(ip).auth.login({ email, password })).toEqual(stopped);
    expect(await anonymous(ip).auth.login({ email: email.toUpperCase(), password })).toEqual(stopped);

    // Not a lock: another address logs in to this account, and this address to another account.
    expect((await anonymous().auth.login({ email, password })).success).toBe(true);
    const other = await signUp(db());
    expect((await anonymous(ip).auth.login({ email: other.email, password })).success).toBe(true);

    await db()
      .update(rateLimitEvents)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rateLimitEvents.key, `login-fail:${email} from ${ip}`));
    expect((await anonymous(ip).auth.login({ email, password })).success).toBe(true);
  });

  it('counts failures that arrive at the same time: no more than 10 guesses from one address get through', async () => {
    const { email } = await signUp(db());
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 15 }, (_, n) => anonymous(ip).auth.login({ email, password: `guess-${n}` })));
    const checked = answers.filter((answer) => !answer.success && answer.error.details === 'invalid_credentials');
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(answers.length - checked.length).toBe(
      answers.filter((answer) => !answer.success && answer.error.details === 'too_many_attempts').length,
    );
  });

  it('allows 100 log-in attempts per IP within 15 minutes, then refuses even a right password', async () => {
    const { email } = await signUp(db());
    const ip = uniqueIp();
    await db()
      .insert(rateLimitEvents)
      .values(Array.from({ length: 99 }, () => ({ key: `login-ip:${ip}` })));
    expect(await anonymous(ip).auth.login({ email: uniqueEmail('nobody'), password })).toEqual({
      success: false,
      error: { details: 'invalid_credentials' },
    });
    expect(await anonymous(ip).auth.login({ email, password })).toEqual({ success: false, error: { details: 'too_many_attempts' } });
    expect((await anonymous().auth.login({ email, password })).success).toBe(true);
  });
});

describe(`auth.me on ${testDatabaseKind}`, () => {
  it('returns the signed-in user', async () => {
    const { user, token } = await signUpAndLogin(db());
    expect(await (await callerWithToken(db(), token)).auth.me()).toEqual(user);
  });

  it('is UNAUTHORIZED auth_session_missing without a token or without a live session', async () => {
    const { user } = await signUpAndLogin(db());
    const callers = [
      callerFor(db()),
      await callerWithToken(db(), ''),
      callerFor(db(), { auth: { userId: user.id, role: user.accountType, sessionId: crypto.randomUUID() } }),
    ];
    for (const caller of callers) {
      const error = await trpcError(caller.auth.me());
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe('auth:auth_session_missing');
    }
  });
});
