/**
 * The database for a page Astro renders on the server. In production the server layer hands over its
 * own in `locals` (Astro's pages are bundled apart from it, and a second opener of the embedded
 * database would be refused); under `astro dev` pages and API share one module graph, so the same
 * `getDb()` serves both.
 */
import type { Db } from './db/client';

export async function pageDb(locals: App.Locals): Promise<Db> {
  if (locals.db) return locals.db;
  const { getDb } = await import('./app');
  return getDb();
}
