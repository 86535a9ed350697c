/** Every message, counter-offer and file counts against its writer's limit (rate-limit.ts). */
import { TRPCError } from '@trpc/server';
import type { Db } from '../../db/client';
import { limitsFor, take } from '../../platform/rate-limit';

export async function takeMessageTurn(db: Db, userId: string): Promise<void> {
  const attempt = await take(db, `messages:${userId}`, limitsFor.messagesPerUser);
  if (!attempt.allowed) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'messages:tooMany' });
}
