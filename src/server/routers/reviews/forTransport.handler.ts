import type { ReviewTransportInput } from '@/lib/schemas/review';
import type { HandlerOptions } from '../../trpc';
import { reviewSituation } from '../../services/reviews/review-eligibility';

/** The owner or the hired transporter (others: NOT_FOUND): whom they review, whether they may now, and their review. */
export async function forTransportHandler({ ctx, input }: HandlerOptions<ReviewTransportInput>) {
  const { subject, mine, reviewableUntil, block } = await reviewSituation(ctx.db, input.transportId, ctx.auth.userId);
  return { subject, mine, reviewableUntil, canReview: block === null, block };
}
export type TransportReview = Awaited<ReturnType<typeof forTransportHandler>>;
