/** "Fits my fleet" in SQL says what fitProblems (src/lib/vehicle-fit.ts) says, limit by limit. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fitProblems, type LoadShape } from '@/lib/vehicle-fit';
import { transports } from '@/server/db/schema';
import { fitsFleetOf } from '@/server/services/fleet/fleet-fit-sql';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter } from './helpers/transports';
import { curtainSider, insertLoad, insertVehicle, type VehicleSpec } from './helpers/loads';

const db = useTestDatabase();

const van: VehicleSpec = { type: 'VAN', capacityKg: 1200, cargoLengthCm: 330, cargoWidthCm: 170, cargoHeightCm: 180 };
const pallet: LoadShape = {
  weightKg: 500,
  volumeM3: 2,
  itemTypes: ['PALLET'],
  maxItemLongCm: 120,
  maxItemShortCm: 80,
  maxItemHeightCm: 100,
};

const cases: [string, VehicleSpec, LoadShape][] = [
  ['fits', van, pallet],
  ['weight exactly at capacity', van, { ...pallet, weightKg: 1200 }],
  ['too heavy', van, { ...pallet, weightKg: 1200.5 }],
  ['volume exactly the cargo space (10.1 m³)', van, { ...pallet, volumeM3: 10.1 }],
  ['too much volume', van, { ...pallet, volumeM3: 10.2 }],
  ['item type not carried (PET in a van)', van, { ...pallet, itemTypes: ['PET'] }],
  ['one of several item types not carried', van, { ...pallet, itemTypes: ['PALLET', 'VEHICLE'] }],
  ['long side longer than the floor', van, { ...pallet, maxItemLongCm: 331 }],
  [
    'long side fits turned across (floor width as length)',
    { ...van, cargoLengthCm: 170, cargoWidthCm: 330 },
    { ...pallet, maxItemLongCm: 300 },
  ],
  ['short side wider than the floor', van, { ...pallet, maxItemShortCm: 171 }],
  ['too tall', van, { ...pallet, maxItemHeightCm: 181 }],
  [
    'a car on a car carrier',
    { type: 'CAR_CARRIER', capacityKg: 9000, cargoLengthCm: 1500, cargoWidthCm: 250, cargoHeightCm: 400 },
    { ...pallet, itemTypes: ['VEHICLE'], maxItemLongCm: 450, maxItemShortCm: 180, maxItemHeightCm: 150 },
  ],
  [
    'a pallet on a car carrier',
    { type: 'CAR_CARRIER', capacityKg: 9000, cargoLengthCm: 1500, cargoWidthCm: 250, cargoHeightCm: 400 },
    pallet,
  ],
  [
    'every limit missed',
    van,
    { weightKg: 5000, volumeM3: 50, itemTypes: ['PET'], maxItemLongCm: 900, maxItemShortCm: 300, maxItemHeightCm: 300 },
  ],
  ['a full curtain-sider', curtainSider, { ...pallet, weightKg: 24_000, volumeM3: 89.96, maxItemLongCm: 1360 }],
];

describe(`fit rule: SQL and fitProblems agree on ${testDatabaseKind}`, () => {
  it.each(cases)('%s', async (_name, vehicle, load) => {
    const customer = await createAccount(db(), 'USER');
    const carrier = await createTransporter(db());
    await insertVehicle(db(), carrier.company.id, vehicle);
    const row = await insertLoad(db(), customer.user.id, {
      estimatedWeightKg: load.weightKg,
      estimatedVolumeM3: load.volumeM3,
      itemTypes: [...load.itemTypes],
      maxItemLongCm: load.maxItemLongCm,
      maxItemShortCm: load.maxItemShortCm,
      maxItemHeightCm: load.maxItemHeightCm,
    });
    const [result] = await db()
      .select({ fits: (await fitsFleetOf(db(), carrier.company.id)).mapWith(Boolean) })
      .from(transports)
      .where(eq(transports.id, row.id));
    expect(result?.fits).toBe(fitProblems(vehicle, load).length === 0);
  });

  it('one vehicle must meet every limit: a long-floored car carrier and a pallet-taking van together do not fit a long pallet', async () => {
    const customer = await createAccount(db(), 'USER');
    const carrier = await createTransporter(db());
    await insertVehicle(db(), carrier.company.id, van);
    await insertVehicle(db(), carrier.company.id, {
      type: 'CAR_CARRIER',
      capacityKg: 9000,
      cargoLengthCm: 1500,
      cargoWidthCm: 250,
      cargoHeightCm: 400,
    });
    const row = await insertLoad(db(), customer.user.id, { maxItemLongCm: 600 });
    const [result] = await db()
      .select({ fits: (await fitsFleetOf(db(), carrier.company.id)).mapWith(Boolean) })
      .from(transports)
      .where(eq(transports.id, row.id));
    expect(result?.fits).toBe(false);
  });

  it('a vehicle that is not AVAILABLE does not count', async () => {
    const customer = await createAccount(db(), 'USER');
    const carrier = await createTransporter(db());
    await insertVehicle(db(), carrier.company.id, { ...van, status: 'ON_JOB' });
    const row = await insertLoad(db(), customer.user.id);
    const [result] = await db()
      .select({ fits: (await fitsFleetOf(db(), carrier.company.id)).mapWith(Boolean) })
      .from(transports)
      .where(eq(transports.id, row.id));
    expect(result?.fits).toBe(false);
  });
});
