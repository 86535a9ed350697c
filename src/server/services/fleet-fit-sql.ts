/**
 * "Fits my fleet" in SQL: the rule of fitProblems (src/lib/vehicle-fit.ts) as a condition on a
 * transport row, true when at least one AVAILABLE vehicle of the company can carry the load.
 * tests/api/loads-fit.test.ts checks that both say the same on a table of cases.
 */
import { sql, type SQL } from 'drizzle-orm';
import { transports, vehicles } from '../db/schema';

export function fitsFleetOf(companyId: string): SQL {
  return sql`exists (
    select 1 from ${vehicles}
    where ${vehicles.companyId} = ${companyId} and ${vehicles.status} = 'AVAILABLE'
      and ${transports.itemTypes} <@ ${vehicles.carries}
      and ${transports.estimatedWeightKg} <= ${vehicles.capacityKg}
      and ${transports.estimatedVolumeM3} <= ${vehicles.capacityM3}
      and ${transports.maxItemLongCm} <= greatest(${vehicles.cargoLengthCm}, ${vehicles.cargoWidthCm})
      and ${transports.maxItemShortCm} <= least(${vehicles.cargoLengthCm}, ${vehicles.cargoWidthCm})
      and ${transports.maxItemHeightCm} <= ${vehicles.cargoHeightCm}
  )`;
}
