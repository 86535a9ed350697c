/**
 * A full disk during an upload, for real: the storage module's file opener (its one seam) is pointed
 * at /dev/full, which the kernel answers with ENOSPC on every write, after a first partial write to
 * the upload's own temporary file. The upload answers 507 with the translated key the upload field
 * shows; no temporary file, no stored file and no row stay behind. And stale temporary files that a
 * crash left in `.incoming` are swept, fresh ones (an upload still running) are not.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { companyDocuments, users } from '@/server/db/schema';
import { sweepIncoming } from '@/server/uploads/incoming-sweep';
import { storageIo, tempDir } from '@/server/uploads/storage';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount } from './helpers/transports';
import { incomingFiles, minimalPdf, photo, storedFiles, upload, useUploadServer } from './helpers/uploads';

const db = useTestDatabase();
const server = useUploadServer(db);
const realOpener = storageIo.openForWrite;
const diskFull = { status: 507, body: { error: 'account:upload.diskFull' } };

/** From the `nth` open on (1 = the first), the file is begun on disk and every write then hits a full disk. */
function fillDiskFromOpen(nth: number) {
  let opened = 0;
  storageIo.openForWrite = async (file) => {
    opened++;
    if (opened < nth) return realOpener(file);
    fs.writeFileSync(file, 'partial bytes', { flag: 'wx', mode: 0o600 });
    return fs.promises.open('/dev/full', 'w');
  };
}

afterEach(() => {
  storageIo.openForWrite = realOpener;
});

describe(`uploads on a full disk on ${testDatabaseKind}`, () => {
  it('answers 507 with the disk-full key to a document; no partial file, no stored file, no row', async () => {
    const owner = await createAccount(db(), 'COMPANY');
    fillDiskFromOpen(1);
    const body = Buffer.concat([minimalPdf, Buffer.alloc(200 * 1024, 0x20)]);
    expect(await upload(server(), 'document', owner.session.token, body)).toEqual(diskFull);
    expect(incomingFiles(server().dir)).toEqual([]);
    expect(storedFiles(server().dir)).toEqual([]);
    expect(await db().select().from(companyDocuments)).toEqual([]);
  });

  it('answers 507 when the re-encoded image cannot be written; the avatar stays as it was', async () => {
    const user = await createAccount(db(), 'USER');
    fillDiskFromOpen(2);
    expect(await upload(server(), 'avatar', user.session.token, await photo(64, 64, 'png'))).toEqual(diskFull);
    expect(incomingFiles(server().dir)).toEqual([]);
    expect(storedFiles(server().dir)).toEqual([]);
    const [row] = await db().select({ key: users.avatarKey }).from(users).where(eq(users.id, user.user.id));
    expect(row?.key).toBeNull();
  });

  it('stores again once the disk has room', async () => {
    const user = await createAccount(db(), 'USER');
    const answer = await upload(server(), 'avatar', user.session.token, await photo(64, 64, 'png'));
    expect(answer.status).toBe(201);
    expect(storedFiles(server().dir)).toEqual([answer.body.key]);
  });
});

describe('stale temporary uploads', () => {
  it('removes .incoming files older than an hour and keeps younger ones', async () => {
    fs.mkdirSync(tempDir(), { recursive: true });
    const stale = path.join(tempDir(), 'crashed.part');
    const running = path.join(tempDir(), 'running.part');
    fs.writeFileSync(stale, 'half an upload');
    fs.writeFileSync(running, 'an upload in progress');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    expect(await sweepIncoming()).toBe(1);
    expect(incomingFiles(server().dir)).toEqual(['running.part']);
    fs.rmSync(running);
  });
});
