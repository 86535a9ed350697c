/** The redaction every log line passes through (issue 7 item 9). */
import { describe, expect, it } from 'vitest';
import { isSecretField, redact, scrub, verbatim } from '@/server/platform/log-redaction';

describe('fields named like secrets or mail content', () => {
  it.each([
    'password',
    'currentPassword',
    'passwordHash',
    'password_hash',
    'token',
    'refreshToken',
    'tokens',
    'authSecret',
    'authorization',
    'Cookie',
    'set-cookie',
    'html',
    'text',
    'body',
    'requestBody',
  ])('%s is dropped', (name) => expect(isSecretField(name)).toBe(true));
  it.each(['path', 'subject', 'context', 'textual', 'userId', 'error', 'url', 'code'])('%s stays', (name) =>
    expect(isSecretField(name)).toBe(false),
  );
});

describe('strings', () => {
  it('lose the parameters of a failed query, keeping the query', () => {
    const message =
      'Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: Ana,ana@example.com,$argon2id$v=19$m=1,t=2,p=1$c2FsdA$aGFzaA';
    expect(scrub(message)).toBe('Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: [redacted]');
  });

  it('lose argon2 hashes, JWTs, bearer tokens, opaque tokens, link queries and addresses', () => {
    const cases: [string, string][] = [
      ['hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo end', 'hash [hash] end'],
      ['jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig-nature_1 end', 'jwt [jwt] end'],
      ['Authorization: Bearer abc.def', 'Authorization: Bearer [redacted]'],
      ['refresh Q2hY7pL0vX9kR3mN8bT1wZ6cF5gH4jK2sD0aE7uI9oP used twice', 'refresh [token] used twice'],
      [
        'see https://tovar.example/home/user/reset-password?token=abc&x=1 now',
        'see https://tovar.example/home/user/reset-password?[redacted] now',
      ],
      ['path /home/user/log-in?confirm=abc', 'path /home/user/log-in?confirm=[redacted]'],
      ['Key (email)=(Ana.B+x@Example.co.uk) already exists', 'Key (email)=([email]) already exists'],
      ['form a=1&token=abc', 'form a=1&token=[redacted]'],
      ['header bearer abc.def', 'header Bearer [redacted]'],
      ['argon2 $argon2i$v=19$m=1,t=2,p=1$c2FsdA$aGFzaA', 'argon2 [hash]'],
    ];
    for (const [input, output] of cases) expect(scrub(input)).toBe(output);
  });

  it('keep ids, constraint names and ordinary words', () => {
    const text = 'transport 0b7c6a3e-3f55-4d7e-9a55-7c1d1f1e2a3b violates refresh_tokens_family_id_revoked_at_idx';
    expect(scrub(text)).toBe(text);
  });

  it('keep what a request line holds: its method, path, status and ids', () => {
    // These skip the scrubbers (log-redaction.ts: mayNeedScrubbing); the cases above go through them.
    for (const text of ['GET', '/api/trpc/auth.me', '/platform/user/transports', 'request', '0b7c6a3e-3f55-4d7e-9a55-7c1d1f1e2a3b', ''])
      expect(scrub(text)).toBe(text);
  });
});

describe('values', () => {
  it('an error becomes its class, code and scrubbed message, with its cause', () => {
    const cause = Object.assign(new Error('duplicate key for ana@example.com'), { code: '23505', detail: 'Key (email)=(ana@example.com)' });
    class DrizzleQueryError extends Error {}
    const error = new DrizzleQueryError('Failed query: select 1\nparams: secret', { cause });
    expect(redact(error)).toEqual({
      name: 'DrizzleQueryError',
      message: 'Failed query: select 1\nparams: [redacted]',
      cause: { name: 'Error', code: '23505', message: 'duplicate key for [email]' },
    });
  });

  it('nested objects and arrays are redacted; verbatim values pass as they are', () => {
    const url = 'http://localhost:4321/dev/outbox?key=Q2hY7pL0vX9kR3mN8bT1wZ6cF5gH4jK2sD0aE7uI9oP';
    expect(redact({ list: [{ token: 'x', id: 1 }], at: new Date(0), url: verbatim(url), other: url })).toEqual({
      list: [{ id: 1 }],
      at: '1970-01-01T00:00:00.000Z',
      url,
      other: 'http://localhost:4321/dev/outbox?[redacted]',
    });
  });
});
