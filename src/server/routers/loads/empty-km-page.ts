/**
 * Loads by empty km from a vehicle, nearest first. The nearest rows lie in a small circle: each
 * round reads the rows within a radius (boxed, so the GiST index on the loading point answers) and
 * widens it until a full page is found or the radius covers Europe; the last round reads every row
 * with coordinates. Loads without loading coordinates have no distance and are not listed here.
 */
import { TRPCError } from '@trpc/server';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transports } from '../../db/schema';
import { within, type Point } from '../../services/loads/geo-sql';
import { decodeLoadCursor } from './load-cursor';
import { emptyKmOrder } from './load-orders';
import { readLoadPage, type PageRequest } from './read-page';

const firstRadiusKm = 10;
const lastBoundedRadiusKm = 3200;

export async function readEmptyKmPage(db: Db, from: Point, where: SQL[], request: PageRequest, transporterId: string) {
  const order = emptyKmOrder(from);
  const located = sql`${transports.loadingLat} is not null and ${transports.loadingLon} is not null`;
  const cursorKm = request.cursor ? Number(decodeLoadCursor(request.cursor, order.name, order.cast).key) : 0;
  if (!Number.isFinite(cursorKm) || cursorKm < 0) throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:invalidInput' });
  // Rows before the cursor are all nearer than it: one circle of the cursor's distance holds them.
  if (request.direction === 'before') return readLoadPage(db, order, [...where, within('loading', from, cursorKm)], request, transporterId);
  for (let radius = cursorKm + firstRadiusKm; radius <= lastBoundedRadiusKm; radius *= 2) {
    const result = await readLoadPage(db, order, [...where, within('loading', from, radius)], request, transporterId);
    if (result.next) return result;
  }
  return readLoadPage(db, order, [...where, located], request, transporterId);
}
