/**
 * Tracker tests: the server layer (security headers, /api dispatch) over real HTTP on the test
 * database, the tracker port beside it, transporters with vehicles carrying tracker ids, and what
 * got stored for a vehicle.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { latestPositions, positions } from '@/server/db/schema';
import { createApiHandler } from '@/server/http/api';
import { createRequestHandler } from '@/server/http/request-handler';
import { startTrackerServer, type TrackerServer } from '@/server/tracking/tracker-server';
import { createTransporter } from './transports';
import { validVehicle } from './vehicles';

export interface TrackerServers {
  /** The main server's base URL (the endpoint is /api/osmand). */
  api: string;
  /** The tracker port's base URL (the endpoint is every path). */
  trackerPort: string;
}

export function useTrackerServers(db: () => Db): () => TrackerServers {
  let server: http.Server | undefined;
  let trackers: TrackerServer | undefined;
  let urls: TrackerServers | undefined;
  beforeAll(async () => {
    const handler = createRequestHandler({
      api: createApiHandler(async () => db()),
      staticFiles: () => false,
      pages: (_req, res) => void res.writeHead(404).end(),
      trustProxy: false,
    });
    const listening = http.createServer((req, res) => void handler(req, res));
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    trackers = await startTrackerServer(0, '127.0.0.1', async () => db());
    urls = { api: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, trackerPort: `http://127.0.0.1:${trackers.port}` };
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await trackers?.close(0);
  });
  return () => {
    if (!urls) throw new Error('useTrackerServers: the servers start in beforeAll');
    return urls;
  };
}

/** A transporter with one vehicle carrying a fresh tracker id. */
export async function trackedVehicle(db: Db) {
  const transporter = await createTransporter(db);
  const trackerId = `trk-${crypto.randomBytes(4).toString('hex')}`;
  const { id } = await transporter.caller.fleet.create(validVehicle({ trackerId }));
  return { transporter, vehicleId: id, trackerId };
}

export async function storedPositions(db: Db, vehicleId: string) {
  return db.select().from(positions).where(eq(positions.vehicleId, vehicleId)).orderBy(asc(positions.recordedAt));
}

export async function latestOf(db: Db, vehicleId: string) {
  const [row] = await db.select().from(latestPositions).where(eq(latestPositions.vehicleId, vehicleId));
  return row;
}

/** Unix seconds `secondsAgo` before now (a timestamp a tracker would send). */
export function unixAgo(secondsAgo: number): number {
  return Math.floor(Date.now() / 1000) - secondsAgo;
}
