/**
 * Whether a vehicle is on an active job, asked by the fleet (a vehicle on one cannot be removed) of
 * the transports and their bids, which this domain owns: the vehicle of a transport's accepted bid is
 * hired from the award until the delivery.
 */
import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';

/** Hired for and not delivered yet: the vehicle of such a transport's accepted bid is on an active job. */
const activeJobStatuses = ['AWARDED', 'IN_TRANSIT'] as const;

/** A subquery with a row while `vehicleId` (a column of the outer statement) is on an active job: for EXISTS in that statement. */
export function activeJobOf(db: Db, vehicleId: SQLWrapper) {
  return db
    .select({ id: bids.id })
    .from(bids)
    .innerJoin(transports, eq(transports.awardedBidId, bids.id))
    .where(and(eq(bids.vehicleId, vehicleId), inArray(transports.status, [...activeJobStatuses])));
}
