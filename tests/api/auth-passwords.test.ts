import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actionTokens, rateLimitEvents } from '@/server/db/schema';
import { hashToken } from '@/server/services/auth/tokens';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import {
  callerWithToken,
  fieldErrors,
  login,
  password,
  signUp,
  signUpAndLogin,
  trpcError,
  uniqueEmail,
  uniqueIp,
  useEmailConfirmationOff,
} from './helpers/auth';
import { lastTokenTo, linkParam, mailsTo, useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();

useLocalOutbox();
useEmailConfirmationOff();

const anonymous = (ip = uniqueIp()) => callerFor(db(), { ip });
const newPassword = 'new-secret-456';
const invalidCredentials = { success: false, error: { details: 'invalid_credentials' } };
const resetTokenTo = (email: string) => lastTokenTo(email, '/home/user/reset-password', 'token');

async function expectError(call: Promise<unknown>, code: string, message: string) {
  const error = await trpcError(call);
  expect({ code: error.code, message: error.message }).toEqual({ code, message });
}

/** Whether the session still works: its refresh token rotates and its access token is accepted. */
async function sessionAlive(session: { token: string; refreshToken: string }) {
  const refreshed = await anonymous().auth.refreshSession({ refreshToken: session.refreshToken });
  const me = await (await callerWithToken(db(), session.token)).auth.me().then(
    () => true,
    () => false,
  );
  expect(me).toBe(refreshed.success);
  return refreshed.success;
}

describe(`password reset on ${testDatabaseKind}`, () => {
  it('answers alike for known and unknown addresses, and mails only the known one', async () => {
    const { email } = await signUp(db());
    const unknown = uniqueEmail('nobody');
    expect(await anonymous().auth.requestPasswordReset({ email: email.toUpperCase() })).toEqual({ success: true });
    expect(await anonymous().auth.requestPasswordReset({ email: unknown })).toEqual({ success: true });
    expect(await mailsTo(unknown)).toEqual([]);
    const reset = (await mailsTo(email)).filter((mail) => mail.subject === 'Reset your Tovar password');
    expect(reset).toHaveLength(1);
    expect(reset[0]?.text).toMatch(/http:\/\/localhost:4321\/home\/user\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it('sets the new password once with the mailed token and ends every session', async () => {
    const first = await signUpAndLogin(db());
    const second = await login(db(), first.input.email);
    await anonymous().auth.requestPasswordReset({ email: first.input.email });
    const token = await resetTokenTo(first.input.email);

    expect(await anonymous().auth.resetPassword({ token, password: newPassword })).toEqual({ success: true });
    await expectError(anonymous().auth.resetPassword({ token, password: 'another-one-789' }), 'BAD_REQUEST', 'auth:invalid_reset_token');

    expect(await sessionAlive(first)).toBe(false);
    expect(await sessionAlive(second)).toBe(false);
    expect(await anonymous().auth.login({ email: first.input.email, password })).toEqual(invalidCredentials);
    const answer = await anonymous().auth.login({ email: first.input.email, password: newPassword });
    // The mail reached the address, so the reset also confirms it.
    expect(answer.success && answer.user.emailConfirmed).toBe(true);
  });

  it("cancels the account's other open reset links once one of them is used", async () => {
    const { email } = await signUp(db());
    const other = await signUp(db());
    await anonymous().auth.requestPasswordReset({ email });
    await anonymous().auth.requestPasswordReset({ email });
    await anonymous().auth.requestPasswordReset({ email: other.email });
    const [older, newer] = (await mailsTo(email))
      .filter((mail) => mail.subject === 'Reset your Tovar password')
      .map((mail) => linkParam(mail, '/home/user/reset-password', 'token'));
    if (!older || !newer || older === newer) throw new Error('expected two different reset links');

    expect(await anonymous().auth.resetPassword({ token: newer, password: newPassword })).toEqual({ success: true });
    await expectError(
      anonymous().auth.resetPassword({ token: older, password: 'another-one-789' }),
      'BAD_REQUEST',
      'auth:invalid_reset_token',
    );
    expect((await anonymous().auth.login({ email, password: newPassword })).success).toBe(true);
    // Another account's open link is not touched.
    expect(await anonymous().auth.resetPassword({ token: await resetTokenTo(other.email), password: newPassword })).toEqual({
      success: true,
    });
  });

  it('lets only one of two reset links used at the same time set the password', async () => {
    const { email } = await signUp(db());
    await anonymous().auth.requestPasswordReset({ email });
    await anonymous().auth.requestPasswordReset({ email });
    const tokens = (await mailsTo(email))
      .filter((mail) => mail.subject === 'Reset your Tovar password')
      .map((mail) => linkParam(mail, '/home/user/reset-password', 'token'));
    const passwords = ['first-choice-1', 'second-choice-2'];
    const results = await Promise.allSettled(
      tokens.map((token, n) => anonymous().auth.resetPassword({ token, password: passwords[n] ?? '' })),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = passwords[results.findIndex((result) => result.status === 'fulfilled')] ?? '';
    expect((await anonymous().auth.login({ email, password: winner })).success).toBe(true);
  });

  it('refuses a token older than 30 minutes, an unknown one, and a confirmation token', async () => {
    const { email } = await signUp(db());
    const confirmation = await lastTokenTo(email, '/home/user/log-in', 'confirm');
    await anonymous().auth.requestPasswordReset({ email });
    const token = await resetTokenTo(email);
    const [row] = await db()
      .select()
      .from(actionTokens)
      .where(eq(actionTokens.tokenHash, hashToken(token)));
    expect(row?.purpose).toBe('RESET_PASSWORD');
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0) - 30 * 60_000)).toBeLessThan(1000);

    await db()
      .update(actionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(actionTokens.tokenHash, hashToken(token)));
    for (const bad of [token, 'y'.repeat(43), confirmation]) {
      await expectError(anonymous().auth.resetPassword({ token: bad, password: newPassword }), 'BAD_REQUEST', 'auth:invalid_reset_token');
    }
    expect((await anonymous().auth.login({ email, password })).success).toBe(true);
  });

  it('answers same_password for the current password and leaves the link usable', async () => {
    const { email } = await signUp(db());
    await anonymous().auth.requestPasswordReset({ email });
    const token = await resetTokenTo(email);
    await expectError(anonymous().auth.resetPassword({ token, password }), 'BAD_REQUEST', 'auth:same_password');
    expect(await anonymous().auth.checkResetToken({ token })).toEqual({ valid: true });
    expect(await anonymous().auth.resetPassword({ token, password: newPassword })).toEqual({ success: true });
  });

  it('checks a reset link without using it: usable, then used, expired or unknown', async () => {
    const { email } = await signUp(db());
    await anonymous().auth.requestPasswordReset({ email });
    const token = await resetTokenTo(email);
    expect(await anonymous().auth.checkResetToken({ token })).toEqual({ valid: true });
    expect(await anonymous().auth.checkResetToken({ token })).toEqual({ valid: true });
    expect(await anonymous().auth.resetPassword({ token, password: newPassword })).toEqual({ success: true });
    await expectError(anonymous().auth.checkResetToken({ token }), 'BAD_REQUEST', 'auth:invalid_reset_token');

    await anonymous().auth.requestPasswordReset({ email });
    const expiring = await resetTokenTo(email);
    await db()
      .update(actionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(actionTokens.tokenHash, hashToken(expiring)));
    await expectError(anonymous().auth.checkResetToken({ token: expiring }), 'BAD_REQUEST', 'auth:invalid_reset_token');
    await expectError(anonymous().auth.checkResetToken({ token: 'y'.repeat(43) }), 'BAD_REQUEST', 'auth:invalid_reset_token');
  });

  it('allows 3 mails to one address within the hour, whatever the IP', async () => {
    const { email } = await signUp(db()); // the confirmation mail is the first
    for (let n = 0; n < 2; n += 1) expect(await anonymous().auth.requestPasswordReset({ email })).toEqual({ success: true });
    await expectError(anonymous().auth.requestPasswordReset({ email }), 'TOO_MANY_REQUESTS', 'auth:over_email_send_rate_limit');
    expect(await mailsTo(email)).toHaveLength(3);

    await db()
      .update(rateLimitEvents)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(rateLimitEvents.key, `mail-to:${email}`));
    expect(await anonymous().auth.requestPasswordReset({ email })).toEqual({ success: true });
    expect(await mailsTo(email)).toHaveLength(4);
  });

  it('allows 10 mail requests per IP within the hour, sign-ups included', async () => {
    const ip = uniqueIp();
    for (let n = 0; n < 10; n += 1)
      expect(await anonymous(ip).auth.requestPasswordReset({ email: uniqueEmail('ip') })).toEqual({ success: true });
    await expectError(
      anonymous(ip).auth.requestPasswordReset({ email: uniqueEmail('ip') }),
      'TOO_MANY_REQUESTS',
      'auth:over_email_send_rate_limit',
    );
    await expectError(signUp(db(), {}, { ip }), 'TOO_MANY_REQUESTS', 'auth:over_email_send_rate_limit');
    expect(await anonymous().auth.requestPasswordReset({ email: uniqueEmail('ip') })).toEqual({ success: true });
  });
});

describe(`auth.changePassword on ${testDatabaseKind}`, () => {
  it('needs a signed-in caller', async () => {
    await expectError(
      anonymous().auth.changePassword({ currentPassword: password, password: newPassword }),
      'UNAUTHORIZED',
      'auth:auth_session_missing',
    );
  });

  it('refuses a wrong current password, the same password and an invalid new one', async () => {
    const { token, input } = await signUpAndLogin(db());
    const caller = await callerWithToken(db(), token);
    await expectError(
      caller.auth.changePassword({ currentPassword: 'wrong-password', password: newPassword }),
      'BAD_REQUEST',
      'auth:currentPasswordWrong',
    );
    await expectError(caller.auth.changePassword({ currentPassword: password, password }), 'BAD_REQUEST', 'auth:same_password');
    const tooShort = await trpcError(caller.auth.changePassword({ currentPassword: password, password: '12345' }));
    expect(tooShort.code).toBe('BAD_REQUEST');
    expect(fieldErrors(tooShort)).toEqual({ password: ['validation:passwordTooShort'] });
    expect((await anonymous().auth.login({ email: input.email, password })).success).toBe(true);
  });

  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const current = await signUpAndLogin(db());
    const other = await login(db(), current.input.email);
    const caller = await callerWithToken(db(), current.token);
    expect(await caller.auth.changePassword({ currentPassword: password, password: newPassword })).toEqual({ success: true });

    expect(await sessionAlive(other)).toBe(false);
    expect(await caller.auth.me()).toEqual(current.user);
    expect(await sessionAlive(current)).toBe(true);
    expect(await anonymous().auth.login({ email: current.input.email, password })).toEqual(invalidCredentials);
    expect((await anonymous().auth.login({ email: current.input.email, password: newPassword })).success).toBe(true);
  });
});
