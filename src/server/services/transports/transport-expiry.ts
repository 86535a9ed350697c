/**
 * An OPEN auction whose loading day (UTC) has passed is EXPIRED. Readers see it so at once through
 * `effectiveStatus` (src/lib/transport-status.ts); this job writes it into the table hourly, so reads
 * never write.
 */
import { and, eq, lt } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import type { Db } from '../../db/client';
import { transports } from '../../db/schema';

export async function expireOverdue(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(transports)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(transports.status, 'OPEN'), lt(transports.loadingDate, utcToday(now))))
    .returning({ id: transports.id });
  return expired.length;
}
