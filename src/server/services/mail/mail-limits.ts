/** Mails per address and per IP share one limit for sign-up, confirmation and reset mails. */
import { TRPCError } from '@trpc/server';
import type { Db } from '../../db/client';
import { limitsFor, release, take } from '../../platform/rate-limit';

export async function assertMailAllowed(db: Db, ip: string, email: string): Promise<void> {
  const perIp = await take(db, `mail-ip:${ip}`, limitsFor.mailsPerIp);
  const perAddress = await take(db, `mail-to:${email}`, limitsFor.mailsPerAddress);
  if (!perIp.allowed || !perAddress.allowed) {
    // A refused request sends nothing, so it does not use up the allowance.
    await release(db, perIp, perAddress);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'auth:over_email_send_rate_limit' });
  }
}
