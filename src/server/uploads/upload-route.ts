/**
 * POST /api/uploads/<avatar|cover|document>: the body is the file's bytes. The caller is checked
 * first (Bearer token, live session; covers and documents only for company accounts), then the body
 * is streamed to a temporary file under its own limit, checked by its content, images re-encoded,
 * and the file moved into place before its row is written. Whatever fails, nothing stays behind: no
 * temporary file, no stored file without a row, no row without a file. A replaced image's file goes.
 * One user has at most three uploads in progress (in-flight.ts); the fourth is answered 429 at once.
 */
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { companyAccountTypes } from '@/lib/schemas/account';
import { kindByteLimit, uploadErrors, type ImageType, type UploadAnswer, type UploadKind } from '@/lib/uploads';
import type { Db } from '../db/client';
import { isDatabaseUnavailable, retryAfterSeconds, serviceUnavailableKey } from '../db/unavailable';
import { logger } from '../platform/logger';
import type { AccessClaims } from '../services/auth/tokens';
import { callerOf } from './caller';
import { documentName } from './document-name';
import { reencodeImage } from './images';
import { uploadsInFlight } from './in-flight';
import { receiveToFile, type ReceivedFile } from './receive';
import { addDocument, attachAvatar, attachCover } from './records';
import { attachToThread, mayPostTo } from './message-files';
import { attachToDelivery, mayPostDeliveryPhoto } from './delivery-files';
import { UploadRefused, sendJson, sendRefusal } from './refusal';
import { discard, isDiskFull, newKey, newTempPath, publish, removeFile, writeFile } from './storage';

const tooManyAtOnce = new UploadRefused(429, uploadErrors.tooManyAtOnce, { 'Retry-After': '10' });

/** Moves the received file to its key (images re-encoded first); returns the key and the stored size. */
async function store(kind: UploadKind, temp: string, received: ReceivedFile): Promise<{ key: string; size: number }> {
  if (received.type === 'application/pdf') {
    const key = newKey(kind, received.type, received.hash);
    await publish(temp, key);
    return { key, size: received.size };
  }
  const bytes = await reencodeImage(temp, received.type as ImageType, kind);
  await discard(temp);
  const key = newKey(kind, received.type, crypto.createHash('sha256').update(bytes).digest('hex'));
  await writeFile(key, bytes);
  return { key, size: bytes.length };
}

/** Writes the row for a stored file; returns the answer and the key of a file it replaced. */
async function record(db: Db, req: IncomingMessage, kind: UploadKind, caller: AccessClaims, file: Omit<UploadAnswer, 'document'>) {
  if (kind === 'avatar') return { answer: file, replaced: await attachAvatar(db, caller.userId, file.key) };
  if (kind === 'cover') return { answer: file, replaced: await attachCover(db, caller.userId, file.key) };
  if (kind === 'delivery') return { answer: file, replaced: await attachToDelivery(db, caller, req, file.key).then(() => null) };
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const name = documentName(query.get('name'));
  if (kind === 'message')
    return { answer: { ...file, messageId: await attachToThread(db, caller, query.get('thread'), { ...file, name }) }, replaced: null };
  const row = await addDocument(db, caller.userId, { ...file, name });
  return { answer: { ...file, document: { id: row.id, name: row.name, createdAt: row.createdAt.toISOString() } }, replaced: null };
}

async function refuseCaller(req: IncomingMessage, res: ServerResponse, kind: UploadKind, db: Db): Promise<AccessClaims | null> {
  const caller = await callerOf(req, db);
  const refusal = !caller
    ? new UploadRefused(401, 'auth:auth_session_missing')
    : (kind === 'cover' || kind === 'document') && !(companyAccountTypes as readonly string[]).includes(caller.role)
      ? new UploadRefused(403, 'errors:forbidden')
      : Number(req.headers['content-length'] ?? 0) > kindByteLimit(kind)
        ? new UploadRefused(413, uploadErrors.tooLarge)
        : null;
  if (refusal) sendRefusal(res, refusal);
  return refusal ? null : caller;
}

export async function handleUpload(req: IncomingMessage, res: ServerResponse, kind: UploadKind, db: Db): Promise<void> {
  const caller = await refuseCaller(req, res, kind, db);
  if (!caller) return;
  // Before the body is read: the refused upload never gets a temporary file.
  if (kind === 'message' && !(await mayPostTo(db, req, caller, res))) return;
  if (kind === 'delivery' && !(await mayPostDeliveryPhoto(db, req, caller, res))) return;
  if (!uploadsInFlight.enter(caller.userId)) return sendRefusal(res, tooManyAtOnce);
  try {
    await receiveUpload(req, res, kind, db, caller);
  } finally {
    uploadsInFlight.leave(caller.userId);
  }
}

async function receiveUpload(req: IncomingMessage, res: ServerResponse, kind: UploadKind, db: Db, caller: AccessClaims): Promise<void> {
  const temp = await newTempPath();
  let stored: string | null = null;
  try {
    const received = await receiveToFile(req, kind, temp);
    const { key, size } = await store(kind, temp, received);
    stored = key;
    const { answer, replaced } = await record(db, req, kind, caller, { key, type: received.type, size });
    stored = null;
    if (replaced && replaced !== key) await removeFile(replaced);
    sendJson(res, 201, answer);
  } catch (error) {
    await discard(temp);
    await removeFile(stored);
    if (req.errored || (req.destroyed && !req.complete)) {
      logger.info('upload interrupted', { kind });
      res.destroy();
    } else if (error instanceof UploadRefused) {
      sendRefusal(res, error);
    } else if (isDiskFull(error)) {
      logger.error('upload refused: disk full', { kind, error: String(error) });
      sendRefusal(res, new UploadRefused(507, uploadErrors.diskFull));
    } else if (isDatabaseUnavailable(error)) {
      logger.warn('upload refused: database unavailable', { kind, error: String(error) });
      sendRefusal(res, new UploadRefused(503, serviceUnavailableKey), { 'Retry-After': String(retryAfterSeconds) });
    } else {
      logger.error('upload failed', { kind, error });
      sendRefusal(res, new UploadRefused(500, uploadErrors.failed));
    }
  }
}
