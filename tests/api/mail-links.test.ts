/**
 * Issue 7 item 2: mailed links start at the configured address (config.appUrl), whatever Host,
 * X-Forwarded-Host or URL the request came with. Requests go through the real tRPC endpoint.
 */
import { describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { signUp, signUpInput, uniqueIp } from './helpers/auth';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { mailsTo, useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();

useLocalOutbox();

const evil = {
  base: 'http://evil.example',
  headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
};
const postFromEvil = (path: string, input: unknown) => trpcEndpoint(db(), uniqueIp())(path, { ...mutationBody(input), ...evil });

describe(`mailed links on ${testDatabaseKind}`, () => {
  it('the configured address defaults to this server on localhost', () => {
    expect(config.appUrl).toBe('http://localhost:4321');
  });

  it('a reset requested with Host: evil.example mails a link to the configured address, token included', async () => {
    const { email } = await signUp(db());
    const response = await postFromEvil('auth.requestPasswordReset', { email });
    expect(response.status).toBe(200);

    const reset = (await mailsTo(email)).filter((mail) => mail.subject === 'Reset your Tovar password');
    expect(reset).toHaveLength(1);
    expect(reset[0]?.text).toMatch(new RegExp(`(^|\\s)${config.appUrl}/home/user/reset-password\\?token=[A-Za-z0-9_-]{43}(\\s|$)`));
    expect(JSON.stringify(reset)).not.toContain('evil.example');
  });

  it('a sign-up with Host: evil.example mails a confirmation link to the configured address', async () => {
    const input = signUpInput();
    expect((await postFromEvil('auth.signUp', input)).status).toBe(200);
    const [mail] = await mailsTo(input.email);
    expect(mail?.text).toContain(`${config.appUrl}/home/user/log-in?confirm=`);
    expect(mail?.html).toContain(`href="${config.appUrl}/home/user/log-in?confirm=`);
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });
});
