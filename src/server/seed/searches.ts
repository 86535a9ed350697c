/**
 * A saved search per demo transporter (issue 10), over the region it works in, last opened a day
 * ago: the open loads posted since then (open-loads.ts) show as "N new" on the load search.
 */
import type { LoadFiltersInput } from '@/lib/schemas/load-search';
import { loadFiltersSchema } from '@/lib/schemas/load-search';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';
import type { People } from './people';
import type { TransporterSlug } from './plans';
import type { Clock } from './random';

const searches: Record<TransporterSlug, { name: string; filters: LoadFiltersInput }> = {
  balkancargo: { name: 'Bosnia and Croatia', filters: { loading: [{ country: 'BA' }, { country: 'HR' }] } },
  drinatrans: {
    name: 'Around Tuzla and Beograd',
    filters: { loading: [{ country: 'BA', place: 'Tuzla', radiusKm: 100 }, { country: 'RS' }] },
  },
  alpenlogistik: {
    name: 'Pallets to the Alps',
    filters: { delivery: [{ country: 'AT' }, { country: 'SI' }, { country: 'DE' }], itemTypes: ['PALLET'] },
  },
  vardarexpress: {
    name: 'South Balkans, fits my fleet',
    filters: { loading: [{ country: 'MK' }, { country: 'AL' }, { country: 'RS' }], fitsMyFleet: true },
  },
};

export async function seedSavedSearches(db: Db, people: People, clock: Clock): Promise<void> {
  await db.insert(savedSearches).values(
    people.transporters.map((transporter) => {
      const search = searches[transporter.slug];
      return {
        companyId: transporter.company.id,
        name: search.name,
        filters: loadFiltersSchema.parse(search.filters),
        lastOpenedAt: clock.ago(1),
        createdAt: clock.ago(20),
      };
    }),
  );
}
