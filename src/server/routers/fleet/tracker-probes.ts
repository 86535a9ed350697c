/**
 * "Tracker taken" must not confirm another company's tracker id to someone probing ids through the
 * fleet form: that answer is counted per user (tracker-guesses.ts), and once the user has spent it,
 * every save giving a vehicle a new tracker id is refused alike, taken or free. A tracker id of the
 * caller's own fleet is no secret to them: that answer is not counted.
 */
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vehicles } from '../../db/schema';
import { mayAnswerTrackerTaken, trackerChecksSpent } from '../../services/tracking/tracker-guesses';

export interface TrackerSave {
  db: Db;
  userId: string;
  companyId: string;
  trackerId: string | null;
  /** Whether the save gives the vehicle a tracker id it does not carry yet (asked only when throttled). */
  isNewTracker(): Promise<boolean>;
}

const checksSpent = () => new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'fleet:error.trackerChecksSpent' });

async function carriedByCompany(db: Db, companyId: string, trackerId: string): Promise<boolean> {
  const [own] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.trackerId, trackerId)))
    .limit(1);
  return own !== undefined;
}

/** Runs a fleet save under the per-user limit on "tracker taken" answers. */
export async function withTrackerProbeLimit<T>(save: TrackerSave, write: () => Promise<T>): Promise<T> {
  const { db, userId, companyId, trackerId } = save;
  if (trackerId && (await trackerChecksSpent(db, userId)) && (await save.isNewTracker())) throw checksSpent();
  try {
    return await write();
  } catch (error) {
    if (!trackerId || !(error instanceof TRPCError) || error.message !== 'fleet:error.trackerTaken') throw error;
    if ((await carriedByCompany(db, companyId, trackerId)) || (await mayAnswerTrackerTaken(db, userId))) throw error;
    throw checksSpent();
  }
}
