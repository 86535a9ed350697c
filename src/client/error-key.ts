/**
 * The translation key a failed API call carries. Told by the error's name rather than `instanceof
 * TRPCClientError`, so the toasts (run-with-toasts.ts) need no tRPC code: the account forms load the
 * API client only when they send (load-api.ts, issue 23).
 */
import { asMessageKey } from '@/lib/message-key';
import type { MessageKey } from '@/lib/i18n/keys';

const isApiError = (error: unknown): error is Error => error instanceof Error && error.name === 'TRPCClientError';

/** The translation key an error carries, or `fallback` (a malformed answer included). */
export function errorKey(error: unknown, fallback: MessageKey = 'errors:unexpected'): MessageKey {
  return (isApiError(error) && asMessageKey(error.message)) || fallback;
}
