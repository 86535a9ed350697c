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
