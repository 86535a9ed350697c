/**
 * The delivery records' hash chain (issue 28): one chain for the installation, in the order of the
 * records' ids. A record's hash is the SHA-256 of the previous record's hash and its own canonical
 * content (a JSON with sorted keys of every field but the id and the hashes, the photo keys
 * included), so changing any stored field, or removing or reordering a record, breaks a link that
 * `verifyChain` (npm run verify-deliveries) names. Records are appended under one advisory lock, so
 * two deliveries at once cannot both chain to the same predecessor.
 */
import crypto from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryRecords, type DeliveryRecord } from '../../db/schema';

export type RecordContent = Omit<DeliveryRecord, 'id' | 'prevHash' | 'hash'>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A stable JSON of the record's content: keys sorted, times in ISO form. */
export function canonicalContent(record: RecordContent): string {
  const fields: Record<string, unknown> = {
    distanceM: record.distanceM,
    photoKeys: record.photoKeys,
    positionAt: iso(record.positionAt),
    positionLat: record.positionLat,
    positionLon: record.positionLon,
    receiverAbsent: record.receiverAbsent,
    receiverName: record.receiverName,
    recordedAt: iso(record.recordedAt),
    recordedBy: record.recordedBy,
    reservationText: record.reservationText,
    reservations: record.reservations,
    transportId: record.transportId,
    vehicleId: record.vehicleId,
  };
  return JSON.stringify(fields, Object.keys(fields).sort());
}

export function chainHash(prevHash: string | null, record: RecordContent): string {
  return crypto
    .createHash('sha256')
    .update(`${prevHash ?? 'genesis'}\n${canonicalContent(record)}`)
    .digest('hex');
}

/** In the delivery's transaction: the record, chained to the last one. */
export async function appendRecord(tx: Db, content: RecordContent): Promise<DeliveryRecord> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('delivery-chain'))`);
  const [last] = await tx.select({ hash: deliveryRecords.hash }).from(deliveryRecords).orderBy(desc(deliveryRecords.id)).limit(1);
  const prevHash = last?.hash ?? null;
  const [row] = await tx
    .insert(deliveryRecords)
    .values({ ...content, prevHash, hash: chainHash(prevHash, content) })
    .returning();
  if (!row) throw new Error('the delivery record was not written');
  return row;
}

export interface BrokenLink {
  id: number;
  transportId: string;
  reason: 'contentChanged' | 'linkBroken';
}

/** Walks the whole chain a page at a time; names every record whose hash or link does not hold. */
export async function verifyChain(db: Db, pageSize = 500): Promise<{ checked: number; broken: BrokenLink[] }> {
  const broken: BrokenLink[] = [];
  let checked = 0;
  let afterId = 0;
  let prevHash: string | null = null;
  for (;;) {
    const page = await db
      .select()
      .from(deliveryRecords)
      .where(gt(deliveryRecords.id, afterId))
      .orderBy(asc(deliveryRecords.id))
      .limit(pageSize);
    for (const record of page) {
      if (record.prevHash !== prevHash) broken.push({ id: record.id, transportId: record.transportId, reason: 'linkBroken' });
      else if (chainHash(record.prevHash, record) !== record.hash)
        broken.push({ id: record.id, transportId: record.transportId, reason: 'contentChanged' });
      prevHash = record.hash;
      afterId = record.id;
    }
    checked += page.length;
    if (page.length < pageSize) return { checked, broken };
  }
}
