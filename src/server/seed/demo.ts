/**
 * Demo data: customers, a business customer, four transport companies with fleets and live tracks,
 * auctions in every status with bids and reviews. Deterministic (a seeded PRNG) apart from ids, and
 * dated relative to today so the demo always looks current. Everything or nothing: one transaction.
 */
import { hashPassword } from '@/server/services/auth/passwords';
import type { Db } from '../db/client';
import { seedAuctions } from './auctions';
import { seedFleet } from './fleet';
import { seedFollowedLoads } from './follow';
import { seedOpenLoads } from './open-loads';
import { seedJobVehicles } from './jobs';
import { demoPassword, seedPeople } from './people';
import { createClock, createRandom } from './random';
import { seedReviews } from './reviews';
import { seedSavedSearches } from './searches';
import { seedNotifications } from './notifications';
import { seedMessages } from './messages';
import { seedDeliveries } from './deliveries';
import { seedPriceHistory } from './price-history';

export async function seedDemo(db: Db): Promise<void> {
  // Demo-only shortcut: one argon2id hash of the shared demo password, reused for every demo account,
  // keeps seeding fast. Real accounts never share a hash (each hash has its own salt).
  const passwordHash = await hashPassword(demoPassword);
  const random = createRandom(20_260_115);
  const clock = createClock();
  await db.transaction(async (tx) => {
    const people = await seedPeople(tx, passwordHash, clock);
    await seedFleet(tx, people.transporters, random, clock);
    const auctions = await seedAuctions(tx, people, random, clock);
    const delivered = auctions.filter((transport) => transport.status === 'DELIVERED');
    await seedReviews(tx, people, delivered, random, clock);
    await seedJobVehicles(tx, people.transporters, clock);
    await seedOpenLoads(tx, people, clock);
    await seedSavedSearches(tx, people, clock);
    await seedFollowedLoads(tx, random, clock);
    await seedNotifications(tx);
    await seedMessages(tx);
    // Last: its draws leave the sequence of everything above as it was.
    await seedDeliveries(tx, random);
    await seedPriceHistory(tx, clock);
  });
}
