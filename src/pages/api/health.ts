import type { APIRoute } from 'astro';
import { sql } from 'drizzle-orm';
import { getDatabase } from '@/server/db';
import { appVersion } from '@/lib/constants';
import { logger } from '@/server/services/logger';

export const prerender = false;

/** 200 when the database answers, 503 otherwise. */
export const GET: APIRoute = async () => {
  const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    return new Response(JSON.stringify({ status: 'ok', database: database.kind, version: appVersion }), { headers });
  } catch (error) {
    logger.error('health check failed', { error: String(error) });
    return new Response(JSON.stringify({ status: 'error', database: 'unavailable' }), { status: 503, headers });
  }
};
