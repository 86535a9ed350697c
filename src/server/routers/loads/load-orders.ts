/** The load search's orders: each a key and the row id, the same columns as its partial index. */
import { sql } from 'drizzle-orm';
import { bids, transports } from '../../db/schema';
import { distanceKm, type Point } from '../../services/loads/geo-sql';
import type { LoadOrder } from './read-page';

export const loadingDateOrder: LoadOrder = { name: 'loadingDate', key: sql`${transports.loadingDate}`, cast: 'date', ascending: true };
export const newestOrder: LoadOrder = { name: 'newest', key: sql`${transports.createdAt}`, cast: 'timestamptz', ascending: false };
/** Fewest bids first: where a dispatcher's offer meets the least competition. */
export const bidCountOrder: LoadOrder = { name: 'bidCount', key: sql`${transports.bidCount}`, cast: 'int', ascending: true };
/** "My bids": latest bid activity first, through bids_transporter_idx. */
export const myBidsOrder: LoadOrder = { name: 'myBids', key: sql`${bids.updatedAt}`, cast: 'timestamptz', ascending: false };

export function emptyKmOrder(from: Point): LoadOrder {
  return { name: 'emptyKm', key: distanceKm('loading', from), cast: 'float8', ascending: true };
}
