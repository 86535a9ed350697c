/** Transports with their items and bids, following plans.ts; returns what reviews need. */
import type { BidStatus, TransportStatus } from '@/lib/constants';
import { estimateLoad } from '@/lib/transport-math';
import { itemShape } from '@/lib/vehicle-fit';
import { unwrap } from '@/lib/utils';
import type { Db } from '../client';
import { bids, transportItems, transports } from '../schema';
import { addressFor } from './addresses';
import { distanceKm, place } from './geo';
import { businessLoads, loads } from './loads';
import { bidMessages, currencyFor, priceOffer } from './offers';
import type { People, Transporter } from './people';
import { ownerEmails, plans, type Plan } from './plans';
import type { Clock, Random } from './random';
import { timelineFor } from './timeline';

type TransportRow = typeof transports.$inferInsert;
type BidRow = typeof bids.$inferInsert;

export interface SeededTransport {
  id: string;
  ownerId: string;
  status: TransportStatus;
  deliveryDate: string;
  winner?: Transporter;
}

/**
 * Offers that did not win: pending while the auction is open (now and then withdrawn, but never
 * where the plan fixes the number of offers); declined once it is awarded, cancelled or expired.
 */
function losingStatus(plan: Plan, random: Random): BidStatus {
  if (plan.status !== 'OPEN') return 'DECLINED';
  return plan.bids === undefined && random.chance(0.15) ? 'WITHDRAWN' : 'PENDING';
}

function biddersFor(plan: Plan, people: People, random: Random): Transporter[] {
  const winner = plan.winner && people.transporters.find((t) => t.slug === plan.winner);
  const others = random.shuffle(people.transporters.filter((t) => t !== winner));
  const count = plan.bids ?? random.int(winner ? 1 : 0, 3);
  return [...(winner ? [winner] : []), ...others].slice(0, Math.max(count, winner ? 1 : 0));
}

export async function seedAuctions(db: Db, people: People, random: Random, clock: Clock): Promise<SeededTransport[]> {
  const transportRows: TransportRow[] = [];
  const itemRows: (typeof transportItems.$inferInsert)[] = [];
  const bidRows: BidRow[] = [];
  const seeded: SeededTransport[] = [];

  for (const plan of plans) {
    const owner = unwrap(people.byEmail.get(ownerEmails[plan.owner]), `${plan.owner} is a demo user`);
    const from = place(plan.from);
    const to = place(plan.to);
    const km = distanceKm(from, to);
    const loadSeed = loads[plan.load];
    const estimate = estimateLoad(loadSeed.items);
    const time = timelineFor(plan.status, km, random, clock);
    const id = crypto.randomUUID();
    const business = people.companyOf.has(owner.id) || businessLoads.has(plan.load);
    const loadingFlexible = random.chance(0.3);

    const transporterBids = biddersFor(plan, people, random).map((transporter): BidRow => {
      const won = plan.winner === transporter.slug;
      const bidAt = new Date(time.createdAt.getTime() + random.float(0.1, 0.9) * (time.decidedAt.getTime() - time.createdAt.getTime()));
      const currency = currencyFor(transporter.slug, [from.country, to.country]);
      const later = loadingFlexible && time.loadingDate < time.deliveryDate && random.chance(0.5);
      const decided = plan.status !== 'OPEN';
      return {
        id: crypto.randomUUID(),
        transportId: id,
        transporterId: transporter.user.id,
        companyId: transporter.company.id,
        amount: priceOffer(random, km, estimate.vehicle, currency),
        currency,
        message: random.chance(0.15) ? null : random.pick(bidMessages),
        pickupDate: later ? clock.day(clock.offsetOf(time.loadingDate) + 1) : time.loadingDate,
        status: won ? 'ACCEPTED' : losingStatus(plan, random),
        createdAt: bidAt,
        updatedAt: decided ? time.decidedAt : bidAt,
      };
    });
    bidRows.push(...transporterBids);
    const accepted = transporterBids.find((bid) => bid.status === 'ACCEPTED');

    transportRows.push({
      id,
      ownerId: owner.id,
      title: `${loadSeed.title} ${from.name} → ${to.name}`,
      description: loadSeed.description,
      deliveryType: business ? 'BUSINESS' : 'PRIVATE',
      loadingAddress: addressFor(from, random),
      loadingCountry: from.country,
      loadingLat: from.lat,
      loadingLon: from.lon,
      loadingDate: time.loadingDate,
      loadingFlexible,
      deliveryAddress: addressFor(to, random),
      deliveryCountry: to.country,
      deliveryLat: to.lat,
      deliveryLon: to.lon,
      deliveryDate: time.deliveryDate,
      deliveryFlexible: random.chance(0.4),
      status: plan.status,
      vehicle: estimate.vehicle,
      ...itemShape(loadSeed.items),
      estimatedWeightKg: estimate.weightKg,
      estimatedVolumeM3: estimate.volumeM3,
      awardedBidId: accepted?.id ?? null,
      createdAt: time.createdAt,
      updatedAt: time.updatedAt,
    });
    itemRows.push(...loadSeed.items.map((item, position) => ({ ...item, transportId: id, position })));

    const winner = people.transporters.find((t) => t.slug === plan.winner);
    seeded.push({ id, ownerId: owner.id, status: plan.status, deliveryDate: time.deliveryDate, ...(winner ? { winner } : {}) });
  }

  await db.insert(transports).values(transportRows);
  await db.insert(transportItems).values(itemRows);
  await db.insert(bids).values(bidRows);
  return seeded;
}
