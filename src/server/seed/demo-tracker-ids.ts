/**
 * The demo fleet's tracker ids: 128 bits derived (HMAC-SHA256) from this installation's AUTH_SECRET
 * (or the secret kept in the data directory), so nobody can work them out from this public source
 * as they could `trk-<company>-01`, yet the fleet simulator started beside the server
 * (scripts/simulate-fleet.ts, same secret) knows them without opening the database, which PGlite
 * lets one process hold.
 */
import crypto from 'node:crypto';
import { base32, trackerIdBytes } from '@/lib/tracker-id';
import { config } from '../config';

/** The tracker id of a demo transporter's `index`-th vehicle (0-based). */
export function demoTrackerId(slug: string, index: number, secret: Uint8Array = config.authSecret): string {
  const digest = crypto
    .createHmac('sha256', secret)
    .update(`demo-tracker:${slug}:${index + 1}`)
    .digest();
  return base32(digest.subarray(0, trackerIdBytes));
}
