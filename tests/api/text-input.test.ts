/**
 * Issue 7 item 11 over HTTP: a NUL byte in any text field answers 400 validation:invalidInput with
 * the field's controlCharacters message (it was a 500 from the database) and stores nothing; a
 * title of zero-width spaces is refused instead of stored blank. Issue 22 item 3: the same for
 * every procedure (src/server/text-input-guard.ts), live tracking's queries and feed included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { transports, users } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { signUpInput, uniqueIp } from './helpers/auth';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { createAccount, createTransporter, validItem, validTransportInput, type Account } from './helpers/transports';
import { useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();

let customer: Account;
useLocalOutbox();
beforeAll(async () => {
  customer = await createAccount(db(), 'USER');
});

interface ErrorBody {
  error: { json: { message: string; data: { code: string; zodError: { fieldErrors: Record<string, string[]> } | null } } };
}

async function createTransport(input: unknown) {
  const init = mutationBody(input);
  const response = await trpcEndpoint(db())('transports.create', {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${customer.session.token}` },
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}
async function storedTransports() {
  const [row] = await db().select({ n: count() }).from(transports).where(eq(transports.ownerId, customer.user.id));
  return row?.n ?? 0;
}

describe(`text fields on ${testDatabaseKind}`, () => {
  it.each(['title', 'description', 'loadingAddress', 'deliveryAddress'] as const)(
    'a NUL byte in %s answers BAD_REQUEST and stores nothing',
    async (field) => {
      const { status, body } = await createTransport(validTransportInput({ [field]: `${validTransportInput()[field]}\u0000` }));
      expect(status).toBe(400);
      expect(body.error.json).toMatchObject({
        message: 'validation:invalidInput',
        data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { [field]: ['validation:controlCharacters'] } } },
      });
      expect(await storedTransports()).toBe(0);
    },
  );

  it('a NUL byte in an item description or a country answers BAD_REQUEST and stores nothing', async () => {
    for (const input of [
      validTransportInput({ items: [validItem({ description: 'Boxes\u0000of books' })] }),
      validTransportInput({ loadingCountry: 'R\u0000' }),
    ]) {
      const { status, body } = await createTransport(input);
      expect(status).toBe(400);
      expect(body.error.json.data.code).toBe('BAD_REQUEST');
    }
    expect(await storedTransports()).toBe(0);
  });

  it('a title of six zero-width spaces is refused; a valid request still succeeds', async () => {
    const { status, body } = await createTransport(validTransportInput({ title: '\u200B'.repeat(6) }));
    expect(status).toBe(400);
    expect(body.error.json.data.zodError?.fieldErrors.title).toEqual(['validation:titleTooShort']);
    expect(await storedTransports()).toBe(0);

    expect((await createTransport(validTransportInput({ title: '\u200BMove my books\uFEFF' }))).status).toBe(200);
    const [stored] = await db().select({ title: transports.title }).from(transports).where(eq(transports.ownerId, customer.user.id));
    expect(stored?.title).toBe('Move my books');
  });

  it('sign-up: a NUL byte in the name or the address answers BAD_REQUEST; in the password it is no server error', async () => {
    const call = (input: unknown) => trpcEndpoint(db(), uniqueIp())('auth.signUp', mutationBody(input));
    const badName = signUpInput({ name: 'Ana\u0000' });
    const badName400 = await call(badName);
    expect(badName400.status).toBe(400);
    expect(((await badName400.json()) as ErrorBody).error.json.data.zodError?.fieldErrors.name).toEqual(['validation:controlCharacters']);
    expect((await call(signUpInput({ email: 'ana\u0000@example.com' }))).status).toBe(400);
    expect(await db().select().from(users).where(eq(users.email, badName.email))).toEqual([]);

    expect((await call(signUpInput({ password: 'secret\u0000123' }))).status).toBeLessThan(500);
  });
});

describe(`a NUL in any procedure's input on ${testDatabaseKind}`, () => {
  const nul = 'AB\u00001234';
  const query = (path: string, input: unknown, token: string) =>
    trpcEndpoint(db())(`${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it.each(['live.vehicles', 'live.snapshot'])('%s answers BAD_REQUEST naming the field, not a 500', async (path) => {
    const transporter = await createTransporter(db());
    const response = await query(path, { count: 10, user: nul }, transporter.session.token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.json).toMatchObject({
      message: 'validation:invalidInput',
      data: { code: 'BAD_REQUEST', zodError: { fieldErrors: { user: ['validation:controlCharacters'] } } },
    });
  });

  it('live.feed answers a BAD_REQUEST event and streams nothing', async () => {
    const transporter = await createTransporter(db());
    const input = encodeURIComponent(JSON.stringify({ json: { user: nul } }));
    const params = encodeURIComponent(JSON.stringify({ token: transporter.session.token }));
    const response = await trpcEndpoint(db())(`live.feed?input=${input}&connectionParams=${params}`, {
      headers: { accept: 'text/event-stream' },
    });
    const text = await response.text();
    expect(text).toContain('event: serialized-error');
    expect(text).toContain('validation:invalidInput');
    expect(text).toContain('BAD_REQUEST');
    expect(text).not.toMatch(/^id: /m);
  });

  it('through the server-side caller too, and in an object key or a nested array', async () => {
    const transporter = await createTransporter(db());
    await expect(transporter.caller.live.vehicles({ user: nul })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const stored = await storedTransports();
    for (const input of [
      { ...validTransportInput(), ['note\u0000']: 'x' },
      validTransportInput({ items: [validItem(), validItem({ description: `Boxes${nul}` })] }),
    ]) {
      const { status, body } = await createTransport(input);
      expect(status).toBe(400);
      expect(body.error.json.message).toBe('validation:invalidInput');
    }
    expect(await storedTransports()).toBe(stored);
  });

  it('a public query and a token-free mutation answer 400 as well', async () => {
    expect((await query('tracking.shared', { token: nul }, '')).status).toBe(400);
    expect((await trpcEndpoint(db(), uniqueIp())('auth.login', mutationBody({ email: 'a@b.rs', password: nul }))).status).toBe(400);
  });
});
