/** A review received (issue 26): its subject hears it, and the link opens the profile it shows on. */
import type { Db } from '../../db/client';
import { notify } from './notify';
import { notificationPaths } from './notification-paths';

export async function tellReviewed(db: Db, review: { id: string; rating: number; subjectUserId: string; subjectCompanyId: string | null }) {
  await notify(db, {
    userId: review.subjectUserId,
    kind: 'reviewReceived',
    subjectKey: 'reviews',
    path: review.subjectCompanyId
      ? notificationPaths.companyProfile(review.subjectCompanyId)
      : notificationPaths.userProfile(review.subjectUserId),
    params: { rating: review.rating },
    eventKey: `review:${review.id}`,
  });
}
