/**
 * Accounts for the auth API tests: fresh addresses and IPs (so per-address and per-IP limits of one
 * test never touch another), sign-up + log-in, callers that present a Bearer token through the real
 * createContext, and the error shape the client would receive.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { type TRPCError } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { SignUpInput } from '@/lib/schemas/auth';
import type { Language } from '@/lib/i18n/languages';
import type { Db } from '@/server/db/client';
import { appRouter, createCaller } from '@/server/root';
import { createContext } from '@/server/trpc';
import { config } from '@/server/config';
import { callerFor } from './caller';
import { trpcError } from './errors';

export { trpcError };

export const password = 'secret-123';

let ipCounter = 0;
/** An address no other test in this file uses. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.1.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;
}

export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return { name: 'Test User', email: uniqueEmail(), password, accountType: 'USER', acceptTerms: true, ...overrides };
}

export async function signUp(db: Db, overrides: Partial<SignUpInput> = {}, options: { ip?: string; lang?: Language } = {}) {
  const input = signUpInput(overrides);
  const result = await callerFor(db, { ip: options.ip ?? uniqueIp(), lang: options.lang }).auth.signUp(input);
  return { ...input, result };
}

export async function login(db: Db, email: string, secret = password, ip = uniqueIp()) {
  const result = await callerFor(db, { ip }).auth.login({ email, password: secret });
  if (!result.success) throw new Error(`log-in failed: ${result.error.details}`);
  return result;
}

/** A new account and one session of it. */
export async function signUpAndLogin(db: Db, overrides: Partial<SignUpInput> = {}) {
  const input = await signUp(db, overrides);
  const session = await login(db, input.email, input.password);
  return { input, ...session };
}

/** A caller presenting `token` as a browser does: Authorization header → createContext → verified claims. */
export async function callerWithToken(db: Db, token: string, ip = '127.0.0.1') {
  const headers = new Headers({ authorization: `Bearer ${token}` });
  return createCaller(await createContext({ db, headers, ip }));
}

/** The per-field message keys the client receives, through the real error formatter. */
export function fieldErrors(error: TRPCError): Record<string, string[] | undefined> {
  const shape = getErrorShape({
    config: appRouter._def._config,
    error,
    type: 'mutation',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  const data = shape.data as { zodError: { fieldErrors: Record<string, string[]> } | null };
  expect(shape.message).toBe('validation:invalidInput');
  return data.zodError?.fieldErrors ?? {};
}

/** This file's tests log in without confirming the address first; the setting comes back afterwards. */
export function useEmailConfirmationOff(): void {
  const saved = config.requireEmailConfirmation;
  beforeAll(() => {
    config.requireEmailConfirmation = false;
  });
  afterAll(() => {
    config.requireEmailConfirmation = saved;
  });
}
