/**
 * The bounds on what uploads may cost the server (issue 22): an image past the pixel limit refused
 * from its header, at most three uploads in progress per user (the fourth answered 429 before its
 * body is read, with no temporary file), the temporary files of cut-off uploads removed, at most
 * two images decoding at once (the queue's own counter, not timing), and 503 when the queue is full.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { uploadLimits } from '@/lib/uploads';
import { decodeQueueLimits, imageDecoding } from '@/server/uploads/decode-queue';
import { uploadsInFlightPerUser } from '@/server/uploads/in-flight';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount } from './helpers/transports';
import { incomingFiles, photo, storedFiles, upload, useUploadServer, type UploadServer } from './helpers/uploads';

const db = useTestDatabase();
const server = useUploadServer(db);

/** An avatar upload that sends its head and first bytes, then nothing more until the socket is destroyed. */
function slowUpload(target: UploadServer, token: string, first: Buffer): net.Socket {
  const url = new URL(target.base);
  const head = [
    'POST /api/uploads/avatar HTTP/1.1',
    'Host: localhost',
    `Authorization: Bearer ${token}`,
    `Content-Length: ${uploadLimits.imageBytes}`,
    '',
    '',
  ].join('\r\n');
  const socket = net.connect(Number(url.port), url.hostname, () => socket.write(Buffer.concat([Buffer.from(head), first])));
  socket.on('error', () => undefined);
  return socket;
}

/** An avatar upload through fetch: the status, the Retry-After header and the body. */
async function sendAvatar(token: string, body: Buffer) {
  const response = await fetch(`${server().base}/api/uploads/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: new Uint8Array(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as unknown };
}

/** Takes `count` places in the decode queue (running, then waiting) until the returned function is called. */
function holdDecodeQueue(count: number): () => Promise<void> {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: count }, () => imageDecoding.run(() => gate));
  return async () => {
    release();
    await Promise.all(holders);
  };
}

describe(`uploads: bounds on ${testDatabaseKind}`, () => {
  it('refuses a 40-megapixel image with the translated key and keeps one of 24 megapixels', async () => {
    expect(uploadLimits.imagePixels).toBe(6000 * 4000);
    const { session } = await createAccount(db(), 'COMPANY');
    const refused = await upload(server(), 'document', session.token, await photo(8000, 5000));
    expect(refused).toEqual({ status: 422, body: { error: 'account:upload.tooManyPixels' } });
    expect((await upload(server(), 'document', session.token, await photo(6000, 4000))).status).toBe(201);
    expect(incomingFiles(server().dir)).toEqual([]);
  });

  it('answers the fourth upload in progress of one user 429 at once, without a temporary file; cut-off uploads leave none', async () => {
    const { session } = await createAccount(db(), 'USER');
    const other = await createAccount(db(), 'USER');
    const first = (await photo(64, 64, 'png')).subarray(0, 64);
    const held = Array.from({ length: uploadsInFlightPerUser }, () => slowUpload(server(), session.token, first));
    await expect.poll(() => incomingFiles(server().dir).length).toBe(uploadsInFlightPerUser);

    const fourth = await sendAvatar(session.token, await photo(64, 64, 'png'));
    expect(fourth).toEqual({ status: 429, retryAfter: '10', body: { error: 'account:upload.tooManyAtOnce' } });
    expect(incomingFiles(server().dir)).toHaveLength(uploadsInFlightPerUser);
    // The limit is each user's own.
    expect((await upload(server(), 'avatar', other.session.token, await photo(64, 64, 'png'))).status).toBe(201);

    held.forEach((socket) => socket.destroy());
    await expect.poll(() => incomingFiles(server().dir)).toEqual([]);
    expect((await upload(server(), 'avatar', session.token, await photo(64, 64, 'png'))).status).toBe(201);
  });

  it('decodes at most two images at once; the others wait their turn', async () => {
    const before = storedFiles(server().dir).length;
    // The test holds both decoding slots itself.
    const release = holdDecodeQueue(decodeQueueLimits.running);
    imageDecoding.resetPeak();
    const accounts = await Promise.all([createAccount(db(), 'USER'), createAccount(db(), 'USER')]);
    const image = await photo(1200, 900);
    const uploads = [...accounts, ...accounts].map((account) => upload(server(), 'avatar', account.session.token, image));

    await expect.poll(() => imageDecoding.waiting).toBe(4);
    expect(imageDecoding.running).toBe(decodeQueueLimits.running);
    expect(storedFiles(server().dir)).toHaveLength(before);
    await release();
    expect((await Promise.all(uploads)).map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(imageDecoding.peak).toBe(decodeQueueLimits.running);
    expect(imageDecoding.running).toBe(0);
  });

  it('answers 503 with Retry-After when the decode queue is full; nothing stays', async () => {
    const { session } = await createAccount(db(), 'USER');
    const release = holdDecodeQueue(decodeQueueLimits.running + decodeQueueLimits.waiting);
    const refused = await sendAvatar(session.token, await photo(64, 64));
    expect(refused).toEqual({ status: 503, retryAfter: '5', body: { error: 'account:upload.busy' } });
    expect(incomingFiles(server().dir)).toEqual([]);
    await release();
    expect((await sendAvatar(session.token, await photo(64, 64))).status).toBe(201);
  });
});
