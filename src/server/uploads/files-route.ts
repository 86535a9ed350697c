/**
 * GET /api/files/<key>: an uploaded file, as our row describes it. Pictures (avatars, covers) are
 * public to whoever has the key and cached for good (a key never names other bytes); a legal
 * document goes only to its company's owner, as an attachment, never cached; a message's file only to
 * its thread's two sides, never cached; a delivery's photo only to its job's two sides, never cached;
 * anyone else, and any
 * key no row holds, gets 404. The type is ours, `nosniff` stops a browser from guessing another one.
 */
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, companyDocuments, users } from '../db/schema';
import { mayReadFile } from '../services/messages/message-files';
import { mayReadPhoto } from '../services/deliveries/delivery-photos';
import { callerOf } from './caller';
import { attachmentHeader, downloadName } from './document-name';
import { sendJson } from './refusal';
import { pathOf, typeOfKey } from './storage';

interface Served {
  type: string;
  headers: Record<string, string>;
}

const forever = 'public, max-age=31536000, immutable';

async function picture(db: Db, key: string, type: string): Promise<Served | null> {
  const [row] = key.startsWith('avatar-')
    ? await db.select({ id: users.id }).from(users).where(eq(users.avatarKey, key)).limit(1)
    : await db.select({ id: companies.id }).from(companies).where(eq(companies.coverKey, key)).limit(1);
  return row ? { type, headers: { 'Cache-Control': forever } } : null;
}

async function document(db: Db, req: IncomingMessage, key: string): Promise<Served | null> {
  const caller = await callerOf(req, db);
  if (!caller) return null;
  const [row] = await db
    .select({ name: companyDocuments.name, type: companyDocuments.mimeType })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(and(eq(companyDocuments.fileKey, key), eq(companies.ownerId, caller.userId)))
    .limit(1);
  const type = typeOfKey(key);
  if (!row || !type) return null;
  return {
    type: row.type,
    headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': attachmentHeader(downloadName(row.name, type)) },
  };
}

/** A message's file: only to the thread's two sides; a picture shown inline, a PDF as a download. */
async function messageFile(db: Db, req: IncomingMessage, key: string): Promise<Served | null> {
  const caller = await callerOf(req, db);
  const row = caller ? await mayReadFile(db, caller, key) : null;
  const type = typeOfKey(key);
  if (!row || !type) return null;
  const disposition = type === 'application/pdf' ? attachmentHeader(downloadName(row.name, type)) : 'inline';
  return { type, headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': disposition } };
}

/** A delivery's photo: only to the job's customer and hired transporter. */
async function deliveryPhoto(db: Db, req: IncomingMessage, key: string, type: string): Promise<Served | null> {
  const caller = await callerOf(req, db);
  if (!caller || !(await mayReadPhoto(db, caller.userId, key))) return null;
  return { type, headers: { 'Cache-Control': 'private, no-store', 'Content-Disposition': 'inline' } };
}

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { error: 'not found' });
}

export async function serveFile(req: IncomingMessage, res: ServerResponse, encodedKey: string, db: Db): Promise<void> {
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    return notFound(res);
  }
  const type = typeOfKey(key);
  const served = !type
    ? null
    : key.startsWith('document-')
      ? await document(db, req, key)
      : key.startsWith('message-')
        ? await messageFile(db, req, key)
        : key.startsWith('delivery-')
          ? await deliveryPhoto(db, req, key, type)
          : await picture(db, key, type);
  const stat = served ? await fs.promises.stat(pathOf(key)).catch(() => null) : null;
  if (!served || !stat?.isFile()) return notFound(res);
  res.writeHead(200, {
    'Content-Type': served.type,
    'Content-Length': String(stat.size),
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...served.headers,
  });
  if (req.method === 'HEAD') return void res.end();
  await pipeline(fs.createReadStream(pathOf(key)), res);
}
