/** Fixtures for following a load: a job IN_TRANSIT with its vehicle, and positions written straight in. */
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { latestPositions, positions, transports } from '@/server/db/schema';
import { addVehicle, jobWon, type Transporter } from './jobs';
import { createTransporter } from './transports';

/**
 * A customer's transport (Beograd → Sarajevo) IN_TRANSIT with a carrier's vehicle, already past its
 * pickup (on the way to delivery) unless `toPickup` asks for the drive to the pickup first.
 */
export async function jobInTransit(db: Db, carrier?: Transporter, { toPickup = false } = {}) {
  const transporter = carrier ?? (await createTransporter(db));
  const vehicle = await addVehicle(db, transporter.company.id);
  const job = await jobWon(db, transporter, { vehicleId: vehicle.id });
  await transporter.caller.transports.startTransit({ id: job.id, vehicleId: vehicle.id });
  if (!toPickup) await db.update(transports).set({ pickupReachedAt: new Date() }).where(eq(transports.id, job.id));
  return { ...job, carrier: transporter, vehicle };
}

/** Points `minutesAgo` before now, as a tracker would have sent them (the latest kept in latest_positions too). */
export async function addPositions(
  db: Db,
  vehicleId: string,
  points: { minutesAgo: number; lat: number; lon: number; speedKmh?: number | null }[],
) {
  const rows = points.map((point) => ({
    vehicleId,
    recordedAt: new Date(Date.now() - point.minutesAgo * 60_000),
    lat: point.lat,
    lon: point.lon,
    speedKmh: point.speedKmh ?? null,
  }));
  const inserted = await db.insert(positions).values(rows).returning();
  const latest = inserted.reduce((a, b) => (a.recordedAt > b.recordedAt ? a : b));
  await db
    .insert(latestPositions)
    .values({
      vehicleId,
      positionId: latest.id,
      recordedAt: latest.recordedAt,
      lat: latest.lat,
      lon: latest.lon,
      speedKmh: latest.speedKmh,
    })
    .onConflictDoUpdate({
      target: latestPositions.vehicleId,
      set: { positionId: latest.id, recordedAt: latest.recordedAt, lat: latest.lat, lon: latest.lon, speedKmh: latest.speedKmh },
    });
}

/** On the road near Zvornik, ≈ 100 km from Sarajevo in a straight line, driving at 70–80 km/h. */
export const onTheRoad = [
  { minutesAgo: 20, lat: 44.45, lon: 19.1, speedKmh: 70 },
  { minutesAgo: 10, lat: 44.42, lon: 19.12, speedKmh: 80 },
  { minutesAgo: 1, lat: 44.39, lon: 19.15, speedKmh: 75 },
];
