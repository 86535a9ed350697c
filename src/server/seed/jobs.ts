/**
 * The demo transporters' jobs get their vehicles (after the fleet exists): each won job's bid names a
 * vehicle of the company that fits the load, a job in transit holds its vehicle ON_JOB, and each
 * transporter's first job to start loads today, so the home shows one to start.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { fitProblems } from '@/lib/vehicle-fit';
import type { Db } from '../db/client';
import { bids, transports, vehicles, type Transport, type Vehicle } from '../db/schema';
import { loadShapeOf } from '../services/transports/bid-access';
import type { Transporter } from './people';
import type { Clock } from './random';

const won = ['AWARDED', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED'] as const;

export async function seedJobVehicles(db: Db, transporters: Transporter[], clock: Clock): Promise<void> {
  for (const transporter of transporters) {
    // A vehicle in maintenance does no job.
    const fleet = await db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.companyId, transporter.company.id), ne(vehicles.status, 'MAINTENANCE')))
      .orderBy(asc(vehicles.capacityKg));
    const jobs = await db
      .select({ transport: transports, bidId: bids.id })
      .from(bids)
      .innerJoin(transports, eq(transports.awardedBidId, bids.id))
      .where(and(eq(bids.transporterId, transporter.user.id), eq(bids.status, 'ACCEPTED'), inArray(transports.status, won)))
      .orderBy(asc(transports.loadingDate), asc(transports.id));
    const onJob = new Set<string>();
    const fitting = (transport: Transport): Vehicle | undefined =>
      fleet.find((vehicle) => !onJob.has(vehicle.id) && fitProblems(vehicle, loadShapeOf(transport)).length === 0) ??
      fleet.find((vehicle) => fitProblems(vehicle, loadShapeOf(transport)).length === 0);
    // Jobs in transit first: they take their vehicles before the others pick.
    const ordered = [...jobs].sort((a, b) => Number(b.transport.status === 'IN_TRANSIT') - Number(a.transport.status === 'IN_TRANSIT'));
    for (const { transport, bidId } of ordered) {
      const vehicle = fitting(transport);
      if (!vehicle) continue;
      if (transport.status === 'IN_TRANSIT') {
        onJob.add(vehicle.id);
        await db.update(vehicles).set({ status: 'ON_JOB' }).where(eq(vehicles.id, vehicle.id));
      }
      await db.update(bids).set({ vehicleId: vehicle.id }).where(eq(bids.id, bidId));
    }
    const firstToStart = jobs.find((job) => job.transport.status === 'AWARDED');
    if (firstToStart) {
      const today = clock.day(0);
      await db.update(transports).set({ loadingDate: today }).where(eq(transports.id, firstToStart.transport.id));
      await db.update(bids).set({ pickupDate: today }).where(eq(bids.id, firstToStart.bidId));
    }
  }
}
