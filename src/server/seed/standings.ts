/**
 * Every demo transporter has a bid in every standing (lowest, outbid, expiring, expired, accepted,
 * declined, withdrawn), so its home and bid list show a working day. What the random auctions did not
 * give it is added as a new bid on an open auction it has not bid on yet, priced so that no other
 * bidder's standing changes: above every live offer (outbid, expiring), in a currency nobody else
 * offers there (lowest), or not live at all (expired, withdrawn).
 */
import { bidStanding, bidStandings, type BidStanding } from '@/lib/bid-standing';
import type { Currency } from '@/lib/constants';
import type { LoadShape } from '@/lib/vehicle-fit';
import { endOfDayUtc } from '@/lib/schemas/bid';
import type { bids } from '../db/schema';
import { vehicleFor, type FleetByCompany } from './bid-vehicles';
import type { Transporter } from './people';
import type { Clock, Random } from './random';

type BidRow = typeof bids.$inferInsert & { id: string; amount: number; currency: string };

export interface OpenAuction {
  id: string;
  loadingDate: string;
  load: LoadShape;
  createdAt: Date;
  /** The plan fixes how many transporters bid: no bid is added there. */
  fixedBidders: boolean;
  /** A fair price in EUR for the load, to derive new offers from. */
  priceEur: number;
}

const hour = 3_600_000;
const isLive = (bid: BidRow, now: Date) => bid.status === 'PENDING' && (!bid.validUntil || bid.validUntil > now);

export function standingOf(bid: BidRow, all: readonly BidRow[], open: ReadonlySet<string>, now: Date): BidStanding {
  const others = all.filter(
    (other) => other.transportId === bid.transportId && other.id !== bid.id && other.currency === bid.currency && isLive(other, now),
  );
  return bidStanding(
    {
      status: bid.status ?? 'PENDING',
      amount: bid.amount,
      validUntil: bid.validUntil ?? null,
      auctionOver: !open.has(bid.transportId),
      lowestOther: others.length ? Math.min(...others.map((other) => other.amount)) : null,
    },
    now,
  );
}

/** Adds the bids each transporter misses to `rows` (in place). */
export function ensureStandings(
  rows: BidRow[],
  auctions: readonly OpenAuction[],
  transporters: readonly Transporter[],
  fleets: FleetByCompany,
  random: Random,
  clock: Clock,
): void {
  const now = clock.now;
  const open = new Set(auctions.map((auction) => auction.id));
  for (const transporter of transporters) {
    const have = () =>
      new Set(rows.filter((bid) => bid.transporterId === transporter.user.id).map((bid) => standingOf(bid, rows, open, now)));
    for (const wanted of bidStandings) {
      if (wanted === 'accepted' || wanted === 'declined' || have().has(wanted)) continue;
      const added = addBid(wanted, transporter, rows, auctions, fleets, random, now);
      if (!added) throw new Error(`demo seed: no open auction left for ${transporter.slug} to get a "${wanted}" bid`);
      rows.push(added);
    }
  }
}

function addBid(
  wanted: BidStanding,
  transporter: Transporter,
  rows: readonly BidRow[],
  auctions: readonly OpenAuction[],
  fleets: FleetByCompany,
  random: Random,
  now: Date,
): BidRow | undefined {
  const bidOn = new Set(rows.filter((bid) => bid.transporterId === transporter.user.id).map((bid) => bid.transportId));
  for (const auction of random.shuffle(auctions)) {
    if (auction.fixedBidders || bidOn.has(auction.id)) continue;
    const vehicle = vehicleFor(fleets, transporter.company.id, auction.load, random);
    if (!vehicle) continue;
    const live = rows.filter((bid) => bid.transportId === auction.id && isLive(bid, now));
    const offer = priceFor(wanted, live, auction.priceEur);
    if (!offer) continue;
    const closes = endOfDayUtc(auction.loadingDate);
    const validUntil =
      wanted === 'expired'
        ? new Date(now.getTime() - random.float(2, 20) * hour)
        : wanted === 'expiring'
          ? new Date(now.getTime() + random.float(3, 18) * hour)
          : closes;
    const createdAt = new Date(Math.max(auction.createdAt.getTime(), now.getTime() - 2 * 86_400_000) + random.float(0, 0.5) * hour);
    return {
      id: crypto.randomUUID(),
      transportId: auction.id,
      transporterId: transporter.user.id,
      companyId: transporter.company.id,
      vehicleId: vehicle.id,
      amount: offer.amount,
      currency: offer.currency,
      message: null,
      pickupDate: auction.loadingDate,
      validUntil,
      status: wanted === 'withdrawn' ? 'WITHDRAWN' : 'PENDING',
      createdAt: createdAt < now ? createdAt : now,
      updatedAt: createdAt < now ? createdAt : now,
    };
  }
  return undefined;
}

/** An amount that gives the wanted standing without changing anyone else's (see the header). */
function priceFor(wanted: BidStanding, live: readonly BidRow[], priceEur: number): { amount: number; currency: Currency } | null {
  const step = 5;
  const fair = Math.max(step, Math.round(priceEur / step) * step);
  if (wanted === 'lowest') {
    return live.some((bid) => bid.currency === 'EUR') ? null : { amount: fair, currency: 'EUR' };
  }
  if (wanted === 'outbid') {
    const rivals = live.filter((bid) => bid.currency === 'EUR');
    if (rivals.length === 0) return null;
    return { amount: Math.max(...rivals.map((bid) => bid.amount)) + step * 4, currency: 'EUR' };
  }
  const highest = Math.max(0, ...live.filter((bid) => bid.currency === 'EUR').map((bid) => bid.amount));
  return { amount: Math.max(fair, highest + step * 2), currency: 'EUR' };
}
