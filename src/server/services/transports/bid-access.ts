/** What a transporter may see of a load and its own bid on it (issue 10, "Rules and access"). */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LoadShape } from '@/lib/vehicle-fit';
import type { Db } from '../../db/client';
import { bids, type Bid, type Transport } from '../../db/schema';

/** The caller's bid on a transport (one per transporter and transport), or undefined. */
export async function ownBidOf(db: Db, transportId: string, transporterId: string): Promise<Bid | undefined> {
  const [bid] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.transportId, transportId), eq(bids.transporterId, transporterId)))
    .limit(1);
  return bid;
}

/** A transporter sees OPEN auctions (read as EXPIRED once the loading day passed) and the ones it bid on. */
export function visibleToTransporter(transport: Pick<Transport, 'status'>, ownBid: Bid | undefined): boolean {
  return transport.status === 'OPEN' || ownBid !== undefined;
}

/** A bid the customer could still take: PENDING and within its validity (by the database's clock); of `table`, an alias of bids in a subquery. */
export function liveBidIn(table: { status: AnyPgColumn; validUntil: AnyPgColumn }) {
  return and(eq(table.status, 'PENDING'), or(isNull(table.validUntil), gt(table.validUntil, sql`now()`)));
}
export const liveBid = liveBidIn(bids);

/** The load as the fit rule reads it, from the transport row. */
export function loadShapeOf(transport: Transport): LoadShape {
  return {
    weightKg: transport.estimatedWeightKg,
    volumeM3: transport.estimatedVolumeM3,
    itemTypes: transport.itemTypes,
    maxItemLongCm: transport.maxItemLongCm,
    maxItemShortCm: transport.maxItemShortCm,
    maxItemHeightCm: transport.maxItemHeightCm,
  };
}
