/**
 * Issue 26: a new load alerts the companies whose saved search would list it, and only those: for a
 * battery of filters, the alerts equal what loads.search answers for the same filters.
 */
import { describe, expect, it } from 'vitest';
import type { LoadFiltersInput } from '@/lib/schemas/load-search';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, isoDay, validItem, validTransportInput } from './helpers/transports';
import { createVehicle } from './helpers/bids';

const db = useTestDatabase();

/** The load below: Belgrade (RS) → Sarajevo (BA), in 3 days, 2 parcels of 10 kg. */
const battery: Record<string, LoadFiltersInput> = {
  everything: {},
  loadingCountry: { loading: [{ country: 'RS' }] },
  otherLoadingCountry: { loading: [{ country: 'HR' }] },
  acrossTheBorder: { loading: [{ country: 'HR', place: 'Osijek', radiusKm: 200 }] },
  farAcrossTheBorder: { loading: [{ country: 'DE', place: 'Berlin', radiusKm: 500 }] },
  shortAcrossTheBorder: { loading: [{ country: 'HR', place: 'Osijek', radiusKm: 60 }] },
  deliveryAcrossTheBorder: { delivery: [{ country: 'ME', place: 'Podgorica', radiusKm: 250 }] },
  deliveryCountry: { delivery: [{ country: 'BA' }] },
  nearSarajevo: { delivery: [{ country: 'BA', place: 'Tuzla', radiusKm: 120 }] },
  farFromSarajevo: { delivery: [{ country: 'BA', place: 'Banja Luka', radiusKm: 50 }] },
  parcels: { itemTypes: ['PARCEL', 'PET'] },
  pallets: { itemTypes: ['PALLET'] },
  private: { deliveryType: 'PRIVATE' },
  light: { maxWeightKg: 25 },
  tooHeavy: { maxWeightKg: 5 },
  later: { loadingFrom: isoDay(10) },
  window: { loadingFrom: isoDay(1), loadingTo: isoDay(4) },
  fitsFleet: { fitsMyFleet: true },
};

describe(`saved-search alerts on ${testDatabaseKind}`, () => {
  it('alerts exactly the searches that would list the new load', async () => {
    const carrier = await createTransporter(db());
    await createVehicle(db(), carrier.company.id, { type: 'BOX_TRUCK', plate: 'MT-1', trackerId: `trk-${crypto.randomUUID()}` });
    const ids: Record<string, string> = {};
    for (const [name, filters] of Object.entries(battery)) ids[name] = (await carrier.caller.savedSearches.create({ name, filters })).id;
    const customer = await createAccount(db(), 'USER');
    const { id: loadId } = await customer.caller.transports.create(
      validTransportInput({ title: 'Books to Sarajevo', items: [validItem()] }),
    );

    const expected: string[] = [];
    for (const [name, filters] of Object.entries(battery)) {
      const page = await carrier.caller.loads.search({ ...filters, scope: 'open' });
      if (page.items.some((item) => item.id === loadId)) expected.push(name);
    }
    const alerts = (await carrier.caller.notifications.list({})).items.filter((item) => item.kind === 'loadMatched');
    const alerted = Object.keys(battery).filter((name) => alerts.some((item) => item.path.endsWith(`saved=${ids[name]}`)));
    expect(alerted.sort()).toEqual(expected.sort());
    expect(alerted).toContain('nearSarajevo');
    expect(alerted).toContain('acrossTheBorder');
    expect(alerted).not.toContain('pallets');
    expect(alerts[0]?.params).toMatchObject({ title: 'Books to Sarajevo' });
  });

  it('collapses further loads into the unread alert of the same search', async () => {
    const carrier = await createTransporter(db());
    await carrier.caller.savedSearches.create({ name: 'Serbia', filters: { loading: [{ country: 'RS' }] } });
    const customer = await createAccount(db(), 'USER');
    await customer.caller.transports.create(validTransportInput({ title: 'First' }));
    await customer.caller.transports.create(validTransportInput({ title: 'Second' }));
    const alerts = (await carrier.caller.notifications.list({})).items.filter((item) => item.kind === 'loadMatched');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ count: 2, params: { title: 'Second', search: 'Serbia' } });
  });
});
