import type { Db } from '../client';

/** Demo data: customers, companies, transporters with fleets, auctions in every status, bids, reviews. */
export async function seedDemo(_db: Db): Promise<void> {
  // Filled in by the seed work; an empty database is valid meanwhile.
}
