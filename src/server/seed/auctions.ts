/** Transports with their items and bids, following plans.ts; returns what reviews need. */
import type { BidStatus, TransportStatus } from '@/lib/constants';
import { biddingEndsAtFor } from '@/lib/auction-terms';
import { demoTimeZone } from './people';
import { estimateLoad } from '@/lib/transport-math';
import { itemShape, type LoadShape } from '@/lib/vehicle-fit';
import { endOfDayUtc } from '@/lib/schemas/bid';
import { unwrap } from '@/lib/utils';
import type { Db } from '../db/client';
import { bids, transportItems, transports, vehicles } from '../db/schema';
import { fleetByCompany, vehicleFor, type FleetByCompany } from './bid-vehicles';
import { ensureStandings, type OpenAuction } from './standings';
import { addressFor } from './addresses';
import { distanceKm, place } from './geo';
import { businessLoads, loads } from './loads';
import { bidMessages, currencyFor, priceOffer } from './offers';
import type { People, Transporter } from './people';
import { ownerEmails, plans, type Plan } from './plans';
import type { Clock, Random } from './random';
import { timelineFor } from './timeline';

type TransportRow = typeof transports.$inferInsert;
type BidRow = typeof bids.$inferInsert & { id: string; amount: number; currency: string };
const dayMs = 86_400_000;

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

/** The winner first, then others that have a vehicle for the load (a company with none cannot bid). */
function biddersFor(plan: Plan, people: People, random: Random, canCarry: (transporter: Transporter) => boolean): Transporter[] {
  const winner = plan.winner && people.transporters.find((t) => t.slug === plan.winner);
  const others = random.shuffle(people.transporters.filter((t) => t !== winner && canCarry(t)));
  const count = plan.bids ?? random.int(winner ? 1 : 0, 3);
  return [...(winner ? [winner] : []), ...others].slice(0, Math.max(count, winner ? 1 : 0));
}

/**
 * Until when a demo offer stands: on an open auction at least two more days (expired and expiring
 * offers are placed on purpose in standings.ts, never on an auction whose bidders the plan fixes);
 * an accepted one past its award; the others 3 or 7 days from the bid; never after the loading day.
 */
function validUntilOf(open: boolean, won: boolean, bidAt: Date, loadingDate: string, random: Random, clock: Clock): Date {
  const closes = endOfDayUtc(loadingDate);
  const from = open ? Math.max(bidAt.getTime(), clock.now.getTime() - dayMs) : bidAt.getTime();
  const until = new Date(from + random.pick([3, 7, 30]) * dayMs);
  return won || until > closes ? closes : until;
}

export async function seedAuctions(db: Db, people: People, random: Random, clock: Clock): Promise<SeededTransport[]> {
  const fleets: FleetByCompany = fleetByCompany(await db.select().from(vehicles));
  const openAuctions: OpenAuction[] = [];
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
    const shape: LoadShape = { weightKg: estimate.weightKg, volumeM3: estimate.volumeM3, ...itemShape(loadSeed.items) };
    const canCarry = (transporter: Transporter) => vehicleFor(fleets, transporter.company.id, shape, random) !== undefined;

    const transporterBids = biddersFor(plan, people, random, canCarry).map((transporter): BidRow => {
      const won = plan.winner === transporter.slug;
      const vehicle = unwrap(
        vehicleFor(fleets, transporter.company.id, shape, random),
        `${transporter.slug} has a vehicle for ${plan.load}`,
      );
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
        vehicleId: vehicle.id,
        validUntil: validUntilOf(plan.status === 'OPEN', won, bidAt, time.loadingDate, random, clock),
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
      biddingEndsAt: biddingEndsAtFor(null, time.loadingDate, undefined, demoTimeZone),
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
      deliveredAt: plan.status === 'DELIVERED' ? time.updatedAt : null,
    });
    itemRows.push(...loadSeed.items.map((item, position) => ({ ...item, transportId: id, position })));

    if (plan.status === 'OPEN') {
      const fair = priceOffer(random, km, estimate.vehicle, 'EUR');
      openAuctions.push({
        id,
        loadingDate: time.loadingDate,
        load: shape,
        createdAt: time.createdAt,
        fixedBidders: plan.bids !== undefined,
        priceEur: fair,
      });
    }
    const winner = people.transporters.find((t) => t.slug === plan.winner);
    seeded.push({ id, ownerId: owner.id, status: plan.status, deliveryDate: time.deliveryDate, ...(winner ? { winner } : {}) });
  }

  ensureStandings(bidRows, openAuctions, people.transporters, fleets, random, clock);
  await db.insert(transports).values(transportRows);
  await db.insert(transportItems).values(itemRows);
  await db.insert(bids).values(bidRows);
  // The vehicles of won jobs (and ON_JOB for those in transit) are set by jobs.ts once all jobs exist.
  return seeded;
}
