/**
 * Issue 7 item 11 over HTTP: a NUL byte in any text field answers 400 validation:invalidInput with
 * the field's controlCharacters message (it was a 500 from the database) and stores nothing; a
 * title of zero-width spaces is refused instead of stored blank.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { transports, users } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { signUpInput, uniqueIp } from './helpers/auth';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { createAccount, validItem, validTransportInput, type Account } from './helpers/transports';
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
