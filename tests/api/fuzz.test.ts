/**
 * Issue 13: a property-based fuzz of every procedure, its input generated from its own zod schema
 * (tests/api/helpers/schema-arbitrary.ts) with arbitrary JSON mixed in, sent over the real endpoint
 * as anonymous, a customer and a transporter; a subscription is opened as EventSource opens it and
 * read to its first event. No answer may be a 5xx. `FUZZ_RUNS` sets the inputs per procedure and
 * caller (default 12); the test prints what it tried. Issue 22: then every string of every input
 * (helpers/string-sites.ts), with a plausible value around it: a NUL there answers 400, and a hostile
 * string of another kind no 5xx; a NUL in an object key answers 400 too.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { afterAll, describe, expect, it } from 'vitest';
import { appRouter } from '@/server/root';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { login, signUp, uniqueIp, useEmailConfirmationOff } from './helpers/auth';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { inputsFor } from './helpers/schema-arbitrary';
import { hostileStrings, stringSitesOf, withString } from './helpers/string-sites';
import { firstEventOf } from './helpers/sse-stream';
import { useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();
useEmailConfirmationOff();
useLocalOutbox();

interface Procedure {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.core.$ZodType[] };
}
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);
const runs = Number(process.env.FUZZ_RUNS ?? 12);
const tried = { inputs: 0, failures: [] as string[] };

type Caller = 'anonymous' | 'USER' | 'TRANSPORT_COMPANY';
const tokens = new Map<Caller, string>();

/** A live token of the account type; a new log-in when a fuzzed call ended the last one. */
async function tokenOf(caller: Caller): Promise<string> {
  if (caller === 'anonymous') return '';
  const endpoint = trpcEndpoint(db(), uniqueIp());
  const current = tokens.get(caller);
  if (current && (await endpoint('auth.me', { headers: { authorization: `Bearer ${current}` } })).status === 200) return current;
  const account = await signUp(db(), { accountType: caller });
  const { token } = await login(db(), account.email, account.password);
  tokens.set(caller, token);
  return token;
}

/** The answer's HTTP status; a subscription's is its first event's: its error's status, or 200 when it streams. */
async function send(path: string, type: Procedure['_def']['type'], input: unknown, token: string): Promise<number> {
  if (type === 'subscription') {
    const event = await firstEventOf(db(), uniqueIp(), path, input, token);
    return event.kind === 'error' ? event.httpStatus : 200;
  }
  const endpoint = trpcEndpoint(db(), uniqueIp());
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const body = input === undefined ? {} : { json: input };
  const response =
    type === 'query'
      ? await endpoint(`${path}?input=${encodeURIComponent(JSON.stringify(body))}`, { headers: auth })
      : await endpoint(path, { ...mutationBody(input), headers: { 'content-type': 'application/json', ...auth } });
  await response.arrayBuffer();
  return response.status;
}

afterAll(() => {
  console.info(
    `fuzz on ${testDatabaseKind}: ${tried.inputs} inputs over ${procedures.length} procedures × 3 callers, ${tried.failures.length} failures`,
    ...tried.failures.slice(0, 5),
  );
});

const callers = ['anonymous', 'USER', 'TRANSPORT_COMPANY'] as const;
const withNul = [(value: string) => `${value}\u0000`, (value: string) => `\u0000${value}`];

describe(`fuzzing every procedure on ${testDatabaseKind}`, () => {
  for (const [path, procedure] of procedures) {
    it(`${path} never answers 5xx`, async () => {
      for (const caller of callers) {
        const token = await tokenOf(caller);
        await fc.assert(
          fc.asyncProperty(inputsFor(procedure._def.inputs[0]), async (input) => {
            tried.inputs++;
            const status = await send(path, procedure._def.type, input, token);
            if (status >= 500) tried.failures.push(`${path} as ${caller} → ${status}: ${JSON.stringify(input).slice(0, 300)}`);
            expect(status, `${path} as ${caller}`).toBeLessThan(500);
          }),
          { numRuns: runs },
        );
      }
    });
  }

  for (const [path, procedure] of procedures) {
    const sites = stringSitesOf(procedure._def.inputs[0]);
    if (sites.length === 0) continue;
    it(`${path}: a NUL in any of its ${sites.length} strings or in a key answers 400, another hostile string no 5xx`, async () => {
      for (const [callerIndex, caller] of callers.entries()) {
        let token = await tokenOf(caller);
        for (const [siteIndex, site] of sites.entries()) {
          const where = `${path} as ${caller} at ${site.path.join('.') || '(input)'}`;
          const nul = withString(site, withNul[(siteIndex + callerIndex) % withNul.length]!);
          expect(await send(path, procedure._def.type, nul, token), `${where}: a NUL`).toBe(400);
          const hostile = hostileStrings[(siteIndex * callers.length + callerIndex) % hostileStrings.length]!;
          const sendHostile = () => send(path, procedure._def.type, withString(site, hostile), token);
          let status = await sendHostile();
          // An earlier site may have ended the session (a log-out, a password change): again with a live one.
          if (status === 401 && caller !== 'anonymous') {
            token = await tokenOf(caller);
            status = await sendHostile();
          }
          tried.inputs += 2;
          expect(status, `${where}: ${JSON.stringify(hostile('…'))}`).toBeLessThan(500);
        }
        const input = sites[0]!.input;
        if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
          expect(await send(path, procedure._def.type, { ...input, 'note\u0000': 'x' }, token), `${path} as ${caller}: a key`).toBe(400);
        }
      }
    });
  }

  it('stored no row the forms would refuse', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      Number(((await db().execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    const stored = await count(
      sql`select (select count(*) from transports) + (select count(*) from vehicles) + (select count(*) from saved_searches) as n`,
    );
    console.info(`fuzz on ${testDatabaseKind}: ${stored} transports, vehicles and saved searches stored from fuzzed input`);
    expect(await count(sql`select count(*) as n from users where char_length(name) < 3 or email not like '%_@_%'`)).toBe(0);
    expect(
      await count(sql`select count(*) as n from transports
        where char_length(title) < 5 or char_length(loading_address) < 5 or char_length(delivery_address) < 5 or loading_date > delivery_date`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from vehicles where capacity_kg <= 0 or cargo_length_cm <= 0 or char_length(trim(name)) = 0`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from saved_searches where char_length(trim(name)) = 0`)).toBe(0);
  });
});
