/**
 * Calls outside tRPC (uploads, downloads) cannot retry a large body after a 401 the way the tRPC
 * link does, so they refresh an access token that is about to expire before they start.
 */
import { $authToken } from '@/stores/auth';
import { secondsLeft } from './token-expiry';
import { refreshOnce } from './trpc';

export async function ensureFreshToken(marginSeconds = 60): Promise<void> {
  if (secondsLeft($authToken.get()) < marginSeconds) await refreshOnce();
}
