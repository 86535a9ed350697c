import { expect } from 'vitest';
import { TRPCError } from '@trpc/server';

/** The TRPCError a call rejected with (fails the test when it resolved or threw something else). */
export async function trpcError(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    (value) => new Error(`expected a TRPCError, got ${JSON.stringify(value)}`),
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw error;
  return error;
}

/** Asserts that a call is refused with this code and, when given, this message key; returns the error. */
export async function expectTrpcError(call: Promise<unknown>, code: TRPCError['code'], key?: string): Promise<TRPCError> {
  const error = await trpcError(call);
  expect({ code: error.code, message: error.message }).toEqual({ code, message: key ?? error.message });
  return error;
}
