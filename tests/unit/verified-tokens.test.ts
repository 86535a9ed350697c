/** The memory of verified access tokens: one signature check per token, never past its expiry. */
import { describe, expect, it } from 'vitest';
import { rememberVerified, type Verified } from '@/server/services/auth/verified-tokens';

function verifier(valid: Record<string, Verified<string>>) {
  const checked: string[] = [];
  const verify = async (token: string) => {
    checked.push(token);
    return valid[token] ?? null;
  };
  return { checked, verify };
}

describe('rememberVerified', () => {
  it('checks a valid token once and answers again from memory', async () => {
    const { checked, verify } = verifier({ good: { claims: 'ana', expiresAtMs: 2_000 } });
    const remembered = rememberVerified(verify, 10, () => 1_000);
    expect(await remembered('good')).toBe('ana');
    expect(await remembered('good')).toBe('ana');
    expect(checked).toEqual(['good']);
  });

  it('checks every call of a refused token, and a token that differs by a byte on its own', async () => {
    const { checked, verify } = verifier({ good: { claims: 'ana', expiresAtMs: 2_000 } });
    const remembered = rememberVerified(verify, 10, () => 1_000);
    await remembered('good');
    expect(await remembered('goot')).toBeNull();
    expect(await remembered('goot')).toBeNull();
    expect(checked).toEqual(['good', 'goot', 'goot']);
  });

  it('refuses a remembered token from the millisecond it expires', async () => {
    let clock = 1_000;
    const { verify } = verifier({ good: { claims: 'ana', expiresAtMs: 2_000 } });
    const remembered = rememberVerified(verify, 10, () => clock);
    expect(await remembered('good')).toBe('ana');
    clock = 1_999;
    expect(await remembered('good')).toBe('ana');
    clock = 2_000;
    expect(await remembered('good')).toBeNull();
  });

  it('keeps at most maxEntries tokens, forgetting the oldest', async () => {
    const valid = Object.fromEntries(['a', 'b', 'c'].map((token) => [token, { claims: token, expiresAtMs: 2_000 }]));
    const { checked, verify } = verifier(valid);
    const remembered = rememberVerified(verify, 2, () => 1_000);
    for (const token of ['a', 'b', 'c', 'c', 'b', 'a']) await remembered(token);
    expect(checked).toEqual(['a', 'b', 'c', 'a']);
  });
});
