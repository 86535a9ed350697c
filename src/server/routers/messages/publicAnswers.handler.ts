import { asc, eq } from 'drizzle-orm';
import type { PublicAnswersInput } from '@/lib/schemas/message';
import type { HandlerOptions } from '../../trpc';
import { publicAnswers } from '../../db/schema';
import { findTransport, notFound } from '../../services/transports/transport-access';
import { companyBid } from '../../services/messages/thread-open';
import { partyOf } from '../../services/messages/thread-access';

/** The questions the customer answered for everyone, oldest first: for the load's owner and every transporter who may see it. */
export async function publicAnswersHandler({ ctx, input }: HandlerOptions<PublicAnswersInput>) {
  const transport = await findTransport(ctx.db, input.transportId);
  if (!transport) throw notFound();
  const party = await partyOf(ctx.db, ctx.auth);
  const visible =
    party.side === 'customer'
      ? transport.ownerId === party.id
      : transport.status === 'OPEN' || (await companyBid(ctx.db, transport.id, party.id)) !== undefined;
  if (!visible) throw notFound();
  return ctx.db
    .select({ id: publicAnswers.id, question: publicAnswers.question, answer: publicAnswers.answer, createdAt: publicAnswers.createdAt })
    .from(publicAnswers)
    .where(eq(publicAnswers.transportId, transport.id))
    .orderBy(asc(publicAnswers.createdAt))
    .limit(100);
}
