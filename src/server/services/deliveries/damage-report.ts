/**
 * Hidden damage (issue 28, CMR art. 30): within 7 days of the delivery the customer reports it on the
 * record, in writing with photos. Reports are an append-only table linked to the record (not links of
 * the hash chain; a trigger refuses UPDATE and DELETE), so the delivery itself stands as recorded; the
 * hired transporter is told in the same transaction. After 7 days: CONFLICT.
 */
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { DamageReportInput } from '@/lib/schemas/delivery';
import type { Db } from '../../db/client';
import { bids, deliveryDamageReports } from '../../db/schema';
import { notFound } from '../transports/transport-access';
import { tellHiddenDamage } from '../notifications/delivery-events';
import { checkPhotos } from './record-delivery';
import { damageOpenUntil, deliveryRecordOf, sideOf } from './delivery-view';

export async function reportDamage(db: Db, userId: string, input: DamageReportInput, now = new Date()) {
  const { transport, side } = await sideOf(db, input.id, userId);
  const record = await deliveryRecordOf(db, transport.id);
  if (side !== 'owner' || !record || !transport.awardedBidId) throw notFound();
  if (now > damageOpenUntil(record.recordedAt)) throw new TRPCError({ code: 'CONFLICT', message: 'deliveries:damageWindowClosed' });
  const photoKeys = [...new Set(input.photoKeys)];
  await checkPhotos(db, transport.id, photoKeys);
  const [hired] = await db.select({ transporterId: bids.transporterId }).from(bids).where(eq(bids.id, transport.awardedBidId));
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(deliveryDamageReports)
      .values({ deliveryId: record.id, reportedBy: userId, text: input.text, photoKeys })
      .returning({ id: deliveryDamageReports.id, createdAt: deliveryDamageReports.createdAt });
    if (!report) throw new Error('the damage report was not written');
    if (hired) await tellHiddenDamage(tx, transport, hired.transporterId, report.id);
    return report;
  });
}
