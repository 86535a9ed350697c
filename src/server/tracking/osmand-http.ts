/**
 * The OsmAnd endpoint over HTTP: `/api/osmand` on the server, and every path of the tracker port
 * (TRACKER_PORT) as Traccar answers it. GET or POST; the answer is what these clients expect:
 * 200 with an empty body once the positions are committed (or when there is nothing to store: a
 * heartbeat, a fix marked invalid, a point older than the retention window), 400 for malformed or
 * impossible input, 404 for a device no vehicle carries, 405 for another method, 413 for a body over
 * the limit, 503 when the database fails (the client keeps the point and sends it again).
 * An address that sent too many refused requests (400, 404) gets 200 instead, as a known tracker
 * would: a guesser learns nothing from probing ids (tracker-guesses.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { logger } from '../platform/logger';
import { mayRefuseTracker } from '../services/tracking/tracker-guesses';
import { bodyLimits, refuseDeclaredOversize } from '../http/body-limit';
import { clientAddress } from '../http/request-info';
import { parseOsmAnd } from './osmand-parse';
import { positionWriterFor } from './position-writer';
import { storeFailure } from './store-failure';
import { oldestKept } from './retention';

class TooLarge extends Error {}

function answer(res: ServerResponse, status: number, text = ''): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A refusal (400, 404), or the answer to a stored point once this address spent its refusals. */
async function refuse(req: IncomingMessage, res: ServerResponse, db: Db, status: number, text: string): Promise<void> {
  try {
    if (await mayRefuseTracker(db, clientAddress(req))) answer(res, status, text);
    else answer(res, 200);
  } catch (error) {
    logger.error('tracker refusal not counted', { failure: storeFailure(error) });
    answer(res, 503, 'try again later\n');
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Answers one tracker request; always true (the path is ours). */
export async function answerOsmAnd(req: IncomingMessage, res: ServerResponse, db: Db): Promise<true> {
  if (req.method !== 'GET' && req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    answer(res, 405, 'method not allowed\n');
    return true;
  }
  if (refuseDeclaredOversize(req, res, bodyLimits.api)) return true;
  let body: string;
  try {
    body = req.method === 'POST' ? await readBody(req, bodyLimits.api) : '';
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    res.setHeader('Connection', 'close');
    answer(res, 413, 'payload too large\n');
    res.on('finish', () => req.socket.destroy());
    return true;
  }
  const now = new Date();
  const url = req.url ?? '';
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const parsed = parseOsmAnd({ query, contentType: req.headers['content-type'], body }, now);
  if (!parsed.ok) {
    // The reason names the field (`altitude out of range`), never its value.
    logger.info('tracker request refused', { reason: parsed.reason });
    await refuse(req, res, db, 400, `${parsed.reason}\n`);
    return true;
  }
  const oldest = oldestKept(now);
  const report = { ...parsed.report, points: parsed.report.points.filter((point) => !oldest || point.recordedAt >= oldest) };
  try {
    const outcome = await positionWriterFor(db).write(report);
    if (outcome === 'stored') answer(res, 200);
    else await refuse(req, res, db, 404, 'unknown device\n');
  } catch (error) {
    logger.error('tracker positions not stored', { failure: storeFailure(error) });
    answer(res, 503, 'try again later\n');
  }
  return true;
}
