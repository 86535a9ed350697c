/** AUTH_SECRET: a short one is refused with a clear message; access tokens must carry an expiry. */
import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';

const testSecret = 'unit-tests-secret-that-is-long-enough-0123456789';
process.env.AUTH_SECRET = testSecret;
const { authSecret, minAuthSecretBytes } = await import('@/server/config');
const { signAccessToken, verifyAccessToken } = await import('@/server/services/auth/tokens');

afterEach(() => {
  process.env.AUTH_SECRET = testSecret;
});

describe('AUTH_SECRET', () => {
  it('refuses a secret shorter than 32 bytes, saying how to make one', () => {
    process.env.AUTH_SECRET = 'x';
    expect(() => authSecret()).toThrow(/AUTH_SECRET is 1 bytes long; it must be at least 32 random bytes/);
    process.env.AUTH_SECRET = 'a'.repeat(minAuthSecretBytes - 1);
    expect(() => authSecret()).toThrow(/at least 32/);
  });

  it('accepts 32 bytes and more', () => {
    process.env.AUTH_SECRET = 'a'.repeat(minAuthSecretBytes);
    expect(authSecret().byteLength).toBe(32);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(testSecret);
  const claims = { role: 'USER', sid: '00000000-0000-4000-8000-000000000001' };

  it('verifies a token we signed', async () => {
    const token = await signAccessToken({ userId: '00000000-0000-4000-8000-000000000002', role: 'USER', sessionId: claims.sid });
    expect(await verifyAccessToken(token)).toMatchObject({ role: 'USER', sessionId: claims.sid });
  });

  it('refuses a correctly signed token without exp', async () => {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000002')
      .setIssuer('tovar')
      .setAudience('tovar-api')
      .setIssuedAt()
      .sign(key);
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const token = await signAccessToken(
      { userId: '00000000-0000-4000-8000-000000000002', role: 'USER', sessionId: claims.sid },
      Date.now() - 3_600_000,
    );
    expect(await verifyAccessToken(token)).toBeNull();
  });
});
