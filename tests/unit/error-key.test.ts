/**
 * errorKey tells an API error by its name (src/client/error-key.ts), so the toasts need no tRPC code:
 * a tRPC client error's key passes, any other error's message does not, however key-like.
 */
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorKey } from '@/client/error-key';

describe('errorKey', () => {
  it("reads the key of tRPC's client error", () => {
    expect(errorKey(new TRPCClientError('errors:forbidden'))).toBe('errors:forbidden');
  });

  it('falls back for an error that is not an API answer, even with a key-like message', () => {
    expect(errorKey(new Error('errors:forbidden'))).toBe('errors:unexpected');
    expect(errorKey(new TypeError('Failed to fetch dynamically imported module'), 'auth:reset.unexpectedError')).toBe(
      'auth:reset.unexpectedError',
    );
  });

  it('falls back for an API error whose message is not a key', () => {
    expect(errorKey(new TRPCClientError('Unexpected token < in JSON'))).toBe('errors:unexpected');
  });
});
