/**
 * Calls outside tRPC (uploads, downloads) cannot retry a large body after a 401 the way the tRPC
 * link does, so they refresh an access token that is about to expire before they start.
 */
import { $authToken } from '@/stores/auth';
import { refreshOnce } from './trpc';

/** Seconds until the token's `exp`, or 0 when it cannot be read. */
function secondsLeft(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

export async function ensureFreshToken(marginSeconds = 60): Promise<void> {
  if (secondsLeft($authToken.get()) < marginSeconds) await refreshOnce();
}
