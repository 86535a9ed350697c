/**
 * What the job's two sides see of its delivery (issue 28): the customer the code while the transport
 * is IN_TRANSIT (the transporter gets it from the receiver, never from us), both the record once
 * delivered, with the hidden-damage reports and until when one may still be made. Anyone else: NOT_FOUND.
 */
import { asc, eq } from 'drizzle-orm';
import { deliveryRules } from '@/lib/schemas/delivery';
import type { Db } from '../../db/client';
import { deliveryDamageReports, deliveryRecords, type Transport } from '../../db/schema';
import { actorOf, findTransport, notFound } from '../transports/transport-access';
import { deliveryCodeOf } from './delivery-code';

/** The transport and the caller's side of it, or NOT_FOUND. */
export async function sideOf(db: Db, transportId: string, userId: string): Promise<{ transport: Transport; side: 'owner' | 'carrier' }> {
  const transport = await findTransport(db, transportId);
  const side = transport ? await actorOf(db, transport, userId) : null;
  if (!transport || !side) throw notFound();
  return { transport, side };
}

export async function deliveryRecordOf(db: Db, transportId: string) {
  const [record] = await db.select().from(deliveryRecords).where(eq(deliveryRecords.transportId, transportId));
  return record ?? null;
}

export function damageOpenUntil(recordedAt: Date): Date {
  return new Date(recordedAt.getTime() + deliveryRules.damageDays * 24 * 3_600_000);
}

export async function deliveryView(db: Db, transportId: string, userId: string) {
  const { transport, side } = await sideOf(db, transportId, userId);
  const code = side === 'owner' && transport.status === 'IN_TRANSIT' ? await deliveryCodeOf(db, transport.id) : null;
  const record = await deliveryRecordOf(db, transport.id);
  const damageReports = record
    ? await db
        .select({
          id: deliveryDamageReports.id,
          text: deliveryDamageReports.text,
          photoKeys: deliveryDamageReports.photoKeys,
          createdAt: deliveryDamageReports.createdAt,
        })
        .from(deliveryDamageReports)
        .where(eq(deliveryDamageReports.deliveryId, record.id))
        .orderBy(asc(deliveryDamageReports.id))
    : [];
  return {
    side,
    code,
    record: record && { ...record, damageOpenUntil: damageOpenUntil(record.recordedAt) },
    damageReports,
  };
}
export type DeliveryView = Awaited<ReturnType<typeof deliveryView>>;
