import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { jobGroupStatus, jobGroups, type JobGroup, type JobListInput } from '@/lib/schemas/job';
import type { HandlerOptions } from '../../trpc';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
import { decodeCursor, pageOf } from '../../platform/keyset';
import { jobsOf, jobsQuery } from '../../services/transports/job-rows';

/** How many jobs each group holds, for the tabs. */
export async function jobCounts(db: Db, userId: string): Promise<Record<JobGroup, number>> {
  const rows = await db
    .select({ status: transports.status, count: count() })
    .from(bids)
    .innerJoin(transports, eq(transports.id, bids.transportId))
    .where(jobsOf(userId))
    .groupBy(transports.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  return Object.fromEntries(jobGroups.map((group) => [group, byStatus.get(jobGroupStatus[group]) ?? 0])) as Record<JobGroup, number>;
}

/** Transporters: one page of their jobs in one group, latest move first (keyset on the accepted bid's updated_at, id). */
export async function listHandler({ ctx, input }: HandlerOptions<JobListInput>) {
  const { db } = ctx;
  const userId = ctx.auth.userId;
  const from = input.cursor ? decodeCursor(input.cursor) : null;
  const before = input.direction === 'before';
  const position = sql`(${bids.updatedAt}, ${bids.id})`;
  const [rows, counts] = await Promise.all([
    jobsQuery(db)
      .where(
        and(
          jobsOf(userId),
          eq(transports.status, jobGroupStatus[input.group]),
          from
            ? before
              ? sql`${position} > (${from.time}::timestamptz, ${from.id}::uuid)`
              : sql`${position} < (${from.time}::timestamptz, ${from.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...(before ? [asc(bids.updatedAt), asc(bids.id)] : [desc(bids.updatedAt), desc(bids.id)]))
      .limit(input.pageSize + 1),
    jobCounts(db, userId),
  ]);
  const { page, next, previous } = pageOf(
    rows.map((row) => ({ ...row, cursor: { time: row.time, id: row.bidId } })),
    input.pageSize,
    input.direction,
    from !== null,
  );
  const items = page.map(({ cursor: _cursor, time: _time, bidId: _bidId, ...row }) => row);
  return { items, next, previous, counts };
}
