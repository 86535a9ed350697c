/**
 * A book-now (issue 28) awards the job without the customer: besides what an award tells the
 * bidders (tellAwarded), the customer hears who took it and at what price, in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, type Transport } from '../../db/schema';
import { notify } from './notify';
import { notificationPaths } from './notification-paths';
import { noticePrice } from '@/lib/notifications';

export async function tellBookedNow(
  db: Db,
  transport: Pick<Transport, 'id' | 'title' | 'ownerId'>,
  booking: { bidId: string; companyId: string; amount: number; currency: string },
) {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, booking.companyId)).limit(1);
  await notify(db, {
    userId: transport.ownerId,
    kind: 'bookedNow',
    subjectKey: transport.id,
    transportId: transport.id,
    path: notificationPaths.customerTransport(transport.id),
    params: { title: transport.title, ...noticePrice(booking.amount, booking.currency), company: company?.name ?? '' },
    eventKey: `booked:${booking.bidId}`,
  });
}
