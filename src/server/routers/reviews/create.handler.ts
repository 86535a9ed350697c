import { TRPCError } from '@trpc/server';
import type { CreateReviewInput } from '@/lib/schemas/review';
import type { HandlerOptions } from '../../trpc';
import { reviews } from '../../db/schema';
import { reviewSituation } from '../../services/reviews/review-eligibility';
import { tellReviewed } from '../../services/notifications/review-events';

const refusals = {
  notDelivered: { code: 'PRECONDITION_FAILED', message: 'reviews:notDelivered' },
  windowClosed: { code: 'PRECONDITION_FAILED', message: 'reviews:windowClosed' },
  alreadyReviewed: { code: 'CONFLICT', message: 'reviews:alreadyReviewed' },
} as const;

/** One review per side of a delivered transport, within the window (see review-eligibility.ts). */
export async function createHandler({ ctx, input }: HandlerOptions<CreateReviewInput>) {
  const { subject, block } = await reviewSituation(ctx.db, input.transportId, ctx.auth.userId);
  if (block) throw new TRPCError(refusals[block]);
  // Two tabs at once: the unique (author, transport, subject) index lets only one in.
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviews)
      .values({
        authorId: ctx.auth.userId,
        subjectUserId: subject.id,
        subjectCompanyId: subject.companyId,
        transportId: input.transportId,
        rating: input.rating,
        text: input.text,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id, rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt });
    if (!created) throw new TRPCError(refusals.alreadyReviewed);
    await tellReviewed(tx, { id: created.id, rating: created.rating, subjectUserId: subject.id, subjectCompanyId: subject.companyId });
    return created;
  });
}
