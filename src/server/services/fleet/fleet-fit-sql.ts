/**
 * "Fits my fleet" in SQL: the rule of fitProblems (src/lib/vehicle-fit.ts) as a condition on a
 * transport row, true when at least one AVAILABLE vehicle of the company can carry the load.
 * The company's vehicles are read first and written into the condition, one branch per cargo
 * space that no other one covers: PostgreSQL then estimates the filter like any other (an EXISTS
 * subquery per row was guessed to match almost nothing, so it sorted every open load instead of
 * walking the index) and PGlite evaluates constants instead of a subquery per row.
 * tests/api/loads-fit.test.ts checks that this and fitProblems agree on a table of cases.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transports, vehicles } from '../../db/schema';
import { textArray } from '../../db/sql-array';

interface Space {
  carries: string[];
  capacityKg: number;
  capacityM3: number;
  floorLong: number;
  floorShort: number;
  heightCm: number;
}

/** Whether `a` carries everything `b` does (so `b` adds no branch); of two equal spaces the first is kept. */
function covers(a: Space, b: Space): boolean {
  const atLeast =
    a.capacityKg >= b.capacityKg &&
    a.capacityM3 >= b.capacityM3 &&
    a.floorLong >= b.floorLong &&
    a.floorShort >= b.floorShort &&
    a.heightCm >= b.heightCm &&
    b.carries.every((type) => a.carries.includes(type));
  const equal =
    a.capacityKg === b.capacityKg &&
    a.capacityM3 === b.capacityM3 &&
    a.floorLong === b.floorLong &&
    a.floorShort === b.floorShort &&
    a.heightCm === b.heightCm &&
    a.carries.length === b.carries.length;
  return atLeast && !equal;
}

export async function fitsFleetOf(db: Db, companyId: string): Promise<SQL> {
  const fleet = await db
    .selectDistinct({
      carries: vehicles.carries,
      capacityKg: vehicles.capacityKg,
      capacityM3: vehicles.capacityM3,
      floorLong: sql<number>`greatest(${vehicles.cargoLengthCm}, ${vehicles.cargoWidthCm})`.mapWith(Number),
      floorShort: sql<number>`least(${vehicles.cargoLengthCm}, ${vehicles.cargoWidthCm})`.mapWith(Number),
      heightCm: vehicles.cargoHeightCm,
    })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, companyId), eq(vehicles.status, 'AVAILABLE')));
  const needed = fleet.filter((space) => !fleet.some((other) => other !== space && covers(other, space)));
  if (needed.length === 0) return sql`false`;
  const branches = needed.map(
    (vehicle) => sql`(${transports.itemTypes} <@ ${textArray(vehicle.carries)}::item_type[]
      and ${transports.estimatedWeightKg} <= ${vehicle.capacityKg}::float8
      and ${transports.estimatedVolumeM3} <= ${vehicle.capacityM3}::float8
      and ${transports.maxItemLongCm} <= ${vehicle.floorLong}::float8
      and ${transports.maxItemShortCm} <= ${vehicle.floorShort}::float8
      and ${transports.maxItemHeightCm} <= ${vehicle.heightCm}::float8)`,
  );
  return sql`(${sql.join(branches, sql` or `)})`;
}
