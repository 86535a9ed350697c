/**
 * Issue 7 item 9: the log output of the failing and mailing auth paths, captured from the real
 * logger, carries no password, hash, token, mailed link or mail body. The sign-up failure is a
 * real database error inside the INSERT (its message quotes every bound parameter). Issue 13: the
 * same holds for what the OTLP export sends a collector (a real receiver decodes it).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { config } from '@/server/config';
import { users } from '@/server/db/schema';
import { onTrpcError } from '@/server/trpc';
import { logger } from '@/server/platform/logger';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { password, signUpInput, uniqueEmail, uniqueIp } from './helpers/auth';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { mailsTo, readOutbox, useLocalOutbox } from './helpers/outbox';
import { startOtlpReceiver, type OtlpReceiver } from './helpers/otlp';

const db = useTestDatabase();

let lines: string[] = [];
let receiver: OtlpReceiver;
const saved = { log: process.env.TOVAR_LOG, requireEmailConfirmation: config.requireEmailConfirmation };
useLocalOutbox();

beforeAll(async () => {
  config.requireEmailConfirmation = false;
  receiver = await startOtlpReceiver();
  // A real failure inside the INSERT of a sign-up, with the real parameters bound.
  await db().execute(sql`alter table users add constraint log_test_refuses check (name <> 'Refused Insert')`);
});
afterAll(async () => {
  config.requireEmailConfirmation = saved.requireEmailConfirmation;
  await receiver.stop();
});
beforeEach(() => {
  lines = [];
  delete process.env.TOVAR_LOG;
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env.TOVAR_LOG = saved.log;
});

const post = (path: string, input: unknown) => trpcEndpoint(db(), uniqueIp())(path, mutationBody(input));
const error = async (response: Response) => ((await response.json()) as { error: { json: { message: string } } }).error.json.message;

/**
 * No captured line, and nothing the collector received, contains any of `secrets`; and something
 * was logged and exported, so the scan means something.
 */
async function expectLogsFreeOf(secrets: string[]) {
  const exported = JSON.stringify(await receiver.exports());
  expect(lines.length).toBeGreaterThan(0);
  expect(exported).toContain('"records":[{');
  for (const [where, output] of [
    ['log', lines.join('')],
    ['OTLP export', exported],
  ] as const) {
    for (const secret of secrets.filter(Boolean)) expect(output, `${where} contains ${secret.slice(0, 40)}`).not.toContain(secret);
    expect(output).not.toContain('$argon2');
    expect(output).not.toMatch(/reset-password\?token=|log-in\?confirm=/);
  }
}

describe(`what the logs keep on ${testDatabaseKind}`, () => {
  it('a sign-up that fails inside the INSERT logs the error without its parameters', async () => {
    const input = signUpInput({ name: 'Refused Insert' });
    const response = await post('auth.signUp', input);
    expect(response.status).toBe(500);
    expect(await error(response)).toBe('errors:unexpected');

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.message === 'trpc internal error');
    expect(logged).toMatchObject({ level: 'error', path: 'auth.signUp', error: { name: 'TRPCError', code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(logged)).toContain('params: [redacted]');
    await expectLogsFreeOf([input.password, input.email]);
  });

  it('sign-up, log-in (failed and good), reset request, bad and good reset: no secret reaches the log', async () => {
    const input = signUpInput();
    expect((await post('auth.signUp', input)).status).toBe(200);
    const [user] = await db().select().from(users).where(eq(users.email, input.email));

    expect(await (await post('auth.login', { email: input.email, password: 'wrong-password' })).json()).toMatchObject({
      result: { data: { json: { success: false } } },
    });
    const grant = (await (await post('auth.login', { email: input.email, password })).json()) as {
      result: { data: { json: { token: string; refreshToken: string } } };
    };
    const { token, refreshToken } = grant.result.data.json;

    expect((await post('auth.requestPasswordReset', { email: input.email })).status).toBe(200);
    expect((await post('auth.requestPasswordReset', { email: uniqueEmail('nobody') })).status).toBe(200);
    const badToken = 'x'.repeat(20) + 'Bad0Token1Never2Issued3';
    expect(await error(await post('auth.resetPassword', { token: badToken, password: 'another-789' }))).toBe('auth:invalid_reset_token');

    const mails = await mailsTo(input.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your Tovar account', 'Reset your Tovar password']);
    const links = mails.map((mail) => mail.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    const resetToken = decodeURIComponent(links[1]?.split('token=')[1] ?? '');
    expect(resetToken).toHaveLength(43);
    expect((await post('auth.resetPassword', { token: resetToken, password: 'another-789' })).status).toBe(200);

    expect(lines.some((line) => line.includes('mail written to the local outbox'))).toBe(true);
    await expectLogsFreeOf([
      input.password,
      'wrong-password',
      'another-789',
      user?.passwordHash ?? 'no hash',
      token,
      refreshToken,
      badToken,
      resetToken,
      ...links,
      ...(await readOutbox()).flatMap((mail) => [mail.text, mail.html]),
    ]);
  });

  it('an internal error quoting a token, a link and an address, and fields named like secrets, are redacted', async () => {
    const accessToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const opaque = 'Q2hY7pL0vX9kR3mN8bT1wZ6cF5gH4jK2sD0aE7uI9oP';
    const link = `http://localhost:4321/home/user/reset-password?token=${opaque}`;
    const cause = new Error(
      `refresh ${opaque} failed for ana@example.com via ${link} (Bearer ${accessToken}) hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA`,
    );
    onTrpcError({ error: new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause }), path: 'auth.refreshSession' });
    logger.warn('request details', {
      headers: { authorization: `Bearer ${accessToken}`, cookie: `session=${opaque}` },
      mail: { subject: 'Reset your Tovar password', text: link, html: `<a href="${link}">reset</a>` },
      refreshToken: opaque,
      passwordHash: '$argon2id$v=19$abc',
    });

    await expectLogsFreeOf([opaque, accessToken, link, 'ana@example.com', 'c2FsdA']);
    const [internal, details] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(internal).toMatchObject({ path: 'auth.refreshSession', error: { name: 'TRPCError', cause: { name: 'Error' } } });
    expect(details).toEqual({
      time: expect.any(String),
      level: 'warn',
      message: 'request details',
      headers: {},
      mail: { subject: 'Reset your Tovar password' },
    });
    // The collector gets the same fields, flattened: nothing more.
    const exportedDetails = (await receiver.records()).find((record) => record.body === 'request details');
    expect(exportedDetails).toMatchObject({ severityText: 'WARN' });
    expect(exportedDetails?.attributes).toEqual({ 'mail.subject': 'Reset your Tovar password' });
  });
});
