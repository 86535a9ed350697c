/**
 * Awarded history for the price band (issue 28): for every open demo load, 9 to 15 awards of jobs
 * like it (same lane, distance, weight and goods) over the last 170 days, priced as the demo's bids
 * are and spread over the transport companies, a third of them in BAM, counted into the band's
 * aggregates as an award would (services/price-band). So the common demo lanes show a band at once.
 * Its own PRNG, so the rest of the demo stays as it was.
 */
import { eq } from 'drizzle-orm';
import type { SuggestedVehicle } from '@/lib/transport-math';
import type { Db } from '../db/client';
import { companies, transports } from '../db/schema';
import { recordAward } from '../services/price-band/record-award';
import { distanceKm } from './geo';
import { priceOffer } from './offers';
import { createRandom, type Clock } from './random';

const vehicleOf = (vehicle: string | null): SuggestedVehicle => (vehicle === 'VAN' || vehicle === 'BOX_TRUCK' ? vehicle : 'TRUCK');

export async function seedPriceHistory(db: Db, clock: Clock): Promise<void> {
  const random = createRandom(20_261_126);
  const open = await db.select().from(transports).where(eq(transports.status, 'OPEN'));
  const companyIds = (await db.select({ id: companies.id }).from(companies)).map((company) => company.id);
  if (companyIds.length < 3) return;
  for (const load of open) {
    if (load.loadingLat === null || load.loadingLon === null || load.deliveryLat === null || load.deliveryLon === null) continue;
    const km = distanceKm({ lat: load.loadingLat, lon: load.loadingLon }, { lat: load.deliveryLat, lon: load.deliveryLon });
    const job = { ...load, weightKg: load.estimatedWeightKg };
    const awards = random.int(9, 15);
    for (let n = 0; n < awards; n += 1) {
      const currency = n % 3 === 0 ? 'BAM' : 'EUR';
      const amount = priceOffer(random, km, vehicleOf(load.vehicle), currency);
      await recordAward(db, job, { amount, currency, companyId: random.pick(companyIds) }, clock.ago(random.float(1, 170)));
    }
  }
}
