import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import { vehicleStatuses, type VehicleStatus } from '@/lib/constants';
import type { HandlerOptions } from '../../trpc';
import type { Db } from '../../db/client';
import { bids, companies, transports, vehicles } from '../../db/schema';
import { jobsOf, jobsQuery } from '../../services/transports/job-rows';
import { jobCounts } from './list.handler';

/** How many jobs each part of the home lists by name; the rest are behind its link. */
const shown = 5;

/** The company's vehicles counted by status (read without creating the company row). */
async function fleetByStatus(db: Db, userId: string): Promise<Record<VehicleStatus, number>> {
  const rows = await db
    .select({ status: vehicles.status, count: count() })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(eq(companies.ownerId, userId))
    .groupBy(vehicles.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  return Object.fromEntries(vehicleStatuses.map((status) => [status, byStatus.get(status) ?? 0])) as Record<VehicleStatus, number>;
}

/**
 * Bids that still stand (PENDING, the offer not expired, the auction OPEN and not past its loading
 * day): how many, how many are the lowest in their currency right now (ties count as lowest), and
 * how many expire within 24 hours.
 */
async function bidStanding(db: Db, userId: string, today: string) {
  const lowerRival = sql`exists (select 1 from ${bids} as rival where rival.transport_id = ${bids.transportId}
    and rival.currency = ${bids.currency} and rival.status = 'PENDING' and rival.amount < ${bids.amount})`;
  const [row] = await db
    .select({
      active: count(),
      lowest: sql<number>`count(*) filter (where not ${lowerRival})`.mapWith(Number),
      expiringSoon: sql<number>`count(*) filter (where ${bids.validUntil} <= now() + interval '24 hours')`.mapWith(Number),
    })
    .from(bids)
    .innerJoin(transports, eq(transports.id, bids.transportId))
    .where(
      and(
        eq(bids.transporterId, userId),
        eq(bids.status, 'PENDING'),
        sql`(${bids.validUntil} is null or ${bids.validUntil} > now())`,
        eq(transports.status, 'OPEN'),
        gte(transports.loadingDate, today),
      ),
    );
  const active = row?.active ?? 0;
  const lowest = row?.lowest ?? 0;
  return { active, lowest, outbid: active - lowest, expiringSoon: row?.expiringSoon ?? 0 };
}

/**
 * The transporter home: jobs to start today (AWARDED, loading day today or earlier), jobs in transit,
 * the fleet by status and the standing of the active bids. New loads of saved searches come from
 * savedSearches.list (another part of issue 10) and are not read here.
 */
export async function todayHandler({ ctx }: HandlerOptions) {
  const { db } = ctx;
  const userId = ctx.auth.userId;
  const today = utcToday();
  const toStartWhere = and(jobsOf(userId), eq(transports.status, 'AWARDED'), lte(transports.loadingDate, today));
  const [toStartToday, [toStartCount], inTransit, counts, fleet, standing] = await Promise.all([
    jobsQuery(db).where(toStartWhere).orderBy(asc(transports.loadingDate), asc(transports.id)).limit(shown),
    db.select({ count: count() }).from(bids).innerJoin(transports, eq(transports.id, bids.transportId)).where(toStartWhere),
    jobsQuery(db)
      .where(and(jobsOf(userId), eq(transports.status, 'IN_TRANSIT')))
      .orderBy(asc(transports.deliveryDate), asc(transports.id))
      .limit(shown),
    jobCounts(db, userId),
    fleetByStatus(db, userId),
    bidStanding(db, userId, today),
  ]);
  const row = ({ bidId: _bidId, time: _time, ...job }: (typeof inTransit)[number]) => job;
  return {
    toStartToday: { count: toStartCount?.count ?? 0, items: toStartToday.map(row) },
    inTransit: { count: counts.inTransit, items: inTransit.map(row) },
    jobs: counts,
    fleet,
    bids: standing,
  };
}
