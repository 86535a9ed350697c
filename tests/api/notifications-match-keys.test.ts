/**
 * Issue 26: a new load finds the saved searches that could list it by the pairs of what its ends
 * admit (load-match-keys.ts, migration 0022): a place is asked for only when the largest circle a
 * search drew around it reaches the load, and each search's own radius decides. Circles that just
 * reach and just miss, at either end, whatever else was saved around the same place.
 */
import { describe, expect, it } from 'vitest';
import { gazetteerPlace, type LoadFiltersInput } from '@/lib/schemas/load-search';
import { distanceKm } from '@/server/services/notifications/load-match-rule';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';

const db = useTestDatabase();

/** validTransportInput's load: Beograd → Sarajevo. */
const load = validTransportInput();
function kmTo(name: string, country: string, lat: number, lon: number): number {
  const place = gazetteerPlace(name, country);
  if (!place) throw new Error(`${name} is not in the gazetteer`);
  return distanceKm(lat, lon, place.lat, place.lon);
}
const toNoviSad = kmTo('Novi Sad', 'RS', load.loadingLat!, load.loadingLon!);
const toZrenjanin = kmTo('Zrenjanin', 'RS', load.loadingLat!, load.loadingLon!);
const toZenica = kmTo('Zenica', 'BA', load.deliveryLat!, load.deliveryLon!);
const noviSad = (radiusKm: number) => ({ country: 'RS', place: 'Novi Sad', radiusKm });
const zenica = (radiusKm: number) => ({ country: 'BA', place: 'Zenica', radiusKm });

/** In the order they are saved: a small circle first, then a larger one around the same place. */
const searches: Record<string, LoadFiltersInput> = {
  missesNoviSad: { loading: [noviSad(Math.floor(toNoviSad))] },
  reachesNoviSad: { loading: [noviSad(Math.ceil(toNoviSad))] },
  missesZrenjanin: { loading: [{ country: 'RS', place: 'Zrenjanin', radiusKm: Math.floor(toZrenjanin) }] },
  missesZenica: { delivery: [zenica(Math.floor(toZenica))] },
  reachesZenica: { delivery: [zenica(Math.ceil(toZenica))] },
  bothEnds: { loading: [noviSad(Math.ceil(toNoviSad))], delivery: [zenica(Math.ceil(toZenica))] },
  bothEndsMissesDelivery: { loading: [noviSad(Math.ceil(toNoviSad))], delivery: [zenica(Math.floor(toZenica))] },
  countryAndCircle: { loading: [{ country: 'RS' }, noviSad(500)], delivery: [{ country: 'BA' }, zenica(500)] },
  otherCountryWithCircle: { loading: [{ country: 'HR' }, noviSad(Math.ceil(toNoviSad))], delivery: [{ country: 'HR' }] },
};

describe(`saved-search keys on ${testDatabaseKind}`, () => {
  it('alerts a circle that just reaches the load and not one that just misses it, at either end', async () => {
    expect(Math.floor(toNoviSad)).toBeLessThan(toNoviSad);
    expect(Math.floor(toZenica)).toBeLessThan(toZenica);
    const carrier = await createTransporter(db());
    const ids: Record<string, string> = {};
    for (const [name, filters] of Object.entries(searches)) ids[name] = (await carrier.caller.savedSearches.create({ name, filters })).id;
    const customer = await createAccount(db(), 'USER');
    await customer.caller.transports.create(load);

    const alerts = (await carrier.caller.notifications.list({})).items.filter((item) => item.kind === 'loadMatched');
    const alerted = Object.keys(searches).filter((name) => alerts.some((item) => item.path.endsWith(`saved=${ids[name]}`)));
    expect(alerted.sort()).toEqual(['bothEnds', 'countryAndCircle', 'reachesNoviSad', 'reachesZenica']);
    // Found by its country and by its circle, told once.
    expect(alerts.filter((item) => item.path.endsWith(`saved=${ids.countryAndCircle}`))).toMatchObject([{ count: 1 }]);
  });

  it('reaches a load with a circle saved after the first load, and leaves searches set to off alone', async () => {
    const carrier = await createTransporter(db());
    const customer = await createAccount(db(), 'USER');
    await customer.caller.transports.create(load);
    const { id: wide } = await carrier.caller.savedSearches.create({
      name: 'Around Zrenjanin',
      filters: { loading: [{ country: 'RS', place: 'Zrenjanin', radiusKm: Math.ceil(toZrenjanin) }] },
    });
    await carrier.caller.savedSearches.create({ name: 'Quiet', filters: {}, alerts: 'off' });
    await customer.caller.transports.create(load);
    const alerts = (await carrier.caller.notifications.list({})).items.filter((item) => item.kind === 'loadMatched');
    expect(alerts.map((item) => item.path.split('saved=')[1])).toEqual([wide]);
  });

  it('tells every company whose search has the same filters, each of its own search', async () => {
    const carriers = [await createTransporter(db()), await createTransporter(db())];
    const filters = { loading: [{ country: 'RS' }], delivery: [zenica(Math.ceil(toZenica))] };
    const ids = [];
    for (const carrier of carriers) ids.push((await carrier.caller.savedSearches.create({ name: 'Same', filters })).id);
    const customer = await createAccount(db(), 'USER');
    await customer.caller.transports.create(load);
    for (const [i, carrier] of carriers.entries()) {
      const alerts = (await carrier.caller.notifications.list({})).items.filter((item) => item.kind === 'loadMatched');
      expect(alerts.map((item) => item.path.split('saved=')[1])).toEqual([ids[i]]);
    }
  });
});
