/**
 * More open auctions for the transporters' load search (issue 10): enough future loads across the
 * region that the list pages and every filter finds something, half of them posted in the last day
 * so the saved searches (searches.ts) show new loads. No bids: the bid count sort sees zeros too.
 * Its own PRNG, so the rest of the demo (bids, reviews, fleets) stays as it was.
 */
import { biddingEndsAtFor } from '@/lib/auction-terms';
import { demoTimeZone } from './people';
import { estimateLoad, type SuggestedVehicle } from '@/lib/transport-math';
import { itemShape } from '@/lib/vehicle-fit';
import { unwrap } from '@/lib/utils';
import type { Db } from '../db/client';
import { transportItems, transports } from '../db/schema';
import { addressFor } from './addresses';
import { distanceKm, place } from './geo';
import { businessLoads, loads, type LoadKey } from './loads';
import { priceOffer } from './offers';
import type { People } from './people';
import { ownerEmails, type Owner } from './plans';
import { createRandom, type Clock } from './random';
import { timelineFor } from './timeline';

/** [owner, from, to, load] */
const routes: [Owner, string, string, LoadKey][] = [
  ['drvoprom', 'Zavidovići', 'Salzburg', 'timber'],
  ['drvoprom', 'Zavidovići', 'Ljubljana', 'boards'],
  ['ivan', 'Zagreb', 'Beograd', 'office'],
  ['ivan', 'Zagreb', 'Sarajevo', 'appliances'],
  ['amra', 'Tuzla', 'Zagreb', 'student'],
  ['amra', 'Tuzla', 'Beograd', 'bikes'],
  ['stefan', 'Niš', 'Skopje', 'tiles'],
  ['stefan', 'Kragujevac', 'Wien', 'machine'],
  ['jelena', 'Novi Sad', 'Budapest', 'flat2'],
  ['jelena', 'Subotica', 'Sarajevo', 'piano'],
  ['mia', 'Maribor', 'Zagreb', 'wine'],
  ['mia', 'Ljubljana', 'München', 'house'],
  ['luka', 'Split', 'Sarajevo', 'honey'],
  ['elena', 'Skopje', 'Beograd', 'parcels'],
  ['elena', 'Bitola', 'Sofia', 'engine'],
  ['dritan', 'Tiranë', 'Skopje', 'tiles'],
  ['nikola', 'Podgorica', 'Sarajevo', 'motorbike'],
  ['sabina', 'Mostar', 'Split', 'car'],
  ['thomas', 'Graz', 'Banja Luka', 'appliances'],
  ['ana', 'Sarajevo', 'Tuzla', 'dog'],
  ['drvoprom', 'Zenica', 'Beograd', 'boards'],
  ['ivan', 'Rijeka', 'Banja Luka', 'machine'],
];

/** Auction terms (issue 28): the default deadline; every third load a budget, every fourth a book-now price. */
function demoTerms(index: number, loadingDate: string, price: number) {
  const budget = index % 3 === 0;
  const bookNow = index % 4 === 1;
  return {
    biddingEndsAt: biddingEndsAtFor(null, loadingDate, undefined, demoTimeZone),
    budgetAmount: budget ? price : null,
    budgetCurrency: budget ? 'EUR' : null,
    bookNowAmount: bookNow ? price : null,
    bookNowCurrency: bookNow ? 'EUR' : null,
  };
}

export async function seedOpenLoads(db: Db, people: People, clock: Clock): Promise<void> {
  const random = createRandom(20_261_010);
  // Its own stream, so the loads above stay what they were.
  const termsRandom = createRandom(20_261_128);
  const terms = (km: number, vehicle: SuggestedVehicle) => priceOffer(termsRandom, km, vehicle, 'EUR');
  const transportRows: (typeof transports.$inferInsert)[] = [];
  const itemRows: (typeof transportItems.$inferInsert)[] = [];
  routes.forEach(([ownerKey, fromName, toName, loadKey], index) => {
    const owner = unwrap(people.byEmail.get(ownerEmails[ownerKey]), `${ownerKey} is a demo user`);
    const from = place(fromName);
    const to = place(toName);
    const seed = loads[loadKey];
    const estimate = estimateLoad(seed.items);
    const time = timelineFor('OPEN', distanceKm(from, to), random, clock);
    // Every other one arrived in the last day: after the saved searches were last opened.
    const createdAt = index % 2 === 0 ? clock.ago(random.float(0.05, 0.9)) : time.createdAt;
    const id = crypto.randomUUID();
    transportRows.push({
      id,
      ownerId: owner.id,
      title: `${seed.title} ${from.name} → ${to.name}`,
      description: seed.description,
      deliveryType: people.companyOf.has(owner.id) || businessLoads.has(loadKey) ? 'BUSINESS' : 'PRIVATE',
      loadingAddress: addressFor(from, random),
      loadingCountry: from.country,
      loadingLat: from.lat,
      loadingLon: from.lon,
      loadingDate: time.loadingDate,
      loadingFlexible: random.chance(0.3),
      deliveryAddress: addressFor(to, random),
      deliveryCountry: to.country,
      deliveryLat: to.lat,
      deliveryLon: to.lon,
      deliveryDate: time.deliveryDate,
      deliveryFlexible: random.chance(0.4),
      status: 'OPEN',
      vehicle: estimate.vehicle,
      ...itemShape(seed.items),
      estimatedWeightKg: estimate.weightKg,
      estimatedVolumeM3: estimate.volumeM3,
      ...demoTerms(index, time.loadingDate, terms(distanceKm(from, to), estimate.vehicle)),
      createdAt,
      updatedAt: createdAt,
    });
    itemRows.push(...seed.items.map((item, position) => ({ ...item, transportId: id, position })));
  });
  await db.insert(transports).values(transportRows);
  await db.insert(transportItems).values(itemRows);
}
