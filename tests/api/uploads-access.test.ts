/**
 * Uploads that leave nothing behind and files that go only where they may: an upload cut off mid-body
 * (no temporary file, no stored file, no row), legal documents downloaded only by their company's
 * owner (anyone else: 404), as an attachment with our type, and removed with their file.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyDocuments, users } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount } from './helpers/transports';
import { incomingFiles, minimalPdf, photo, storedFiles, upload, useUploadServer } from './helpers/uploads';

const db = useTestDatabase();
const server = useUploadServer(db);

function download(key: string, token: string | null) {
  return fetch(`${server().base}/api/files/${encodeURIComponent(key)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe(`an interrupted upload on ${testDatabaseKind}`, () => {
  it('leaves no file and no row when the socket is destroyed mid-body', async () => {
    const { user, session } = await createAccount(db(), 'COMPANY');
    const before = storedFiles(server().dir);
    const url = new URL(server().base);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = [
      'POST /api/uploads/document?name=contract.pdf HTTP/1.1',
      'Host: localhost',
      `Authorization: Bearer ${session.token}`,
      `Content-Length: ${2 * 1024 * 1024}`,
      '',
      '',
    ].join('\r\n');
    socket.write(Buffer.concat([Buffer.from(head), minimalPdf, Buffer.alloc(256 * 1024, 0x20)]));
    // The server has begun to write the body to a temporary file: now the sender goes away.
    await expect.poll(() => incomingFiles(server().dir).length).toBe(1);
    socket.destroy();
    await expect.poll(() => incomingFiles(server().dir)).toEqual([]);
    expect(storedFiles(server().dir)).toEqual(before);
    expect(await db().select().from(companyDocuments)).toEqual([]);
    const [row] = await db().select({ avatar: users.avatarKey }).from(users).where(eq(users.id, user.id));
    expect(row?.avatar).toBeNull();
  });
});

describe(`legal documents on ${testDatabaseKind}`, () => {
  it("go to their company's owner as an attachment, and to nobody else (404)", async () => {
    const owner = await createAccount(db(), 'TRANSPORT_COMPANY');
    const other = await createAccount(db(), 'COMPANY');
    const customer = await createAccount(db(), 'USER');
    const name = encodeURIComponent('../../Registration "2025" č.pdf');
    const answer = await upload(server(), `document?name=${name}`, owner.session.token, minimalPdf);
    expect(answer.status).toBe(201);
    const key = answer.body.key ?? '';

    const mine = await download(key, owner.session.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-disposition')).toBe(
      `attachment; filename="Registration _2025_ _.pdf"; filename*=UTF-8''${encodeURIComponent('Registration "2025" č.pdf')}`,
    );
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(minimalPdf);

    for (const token of [other.session.token, customer.session.token, null, 'forged']) {
      const refused = await download(key, token);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('%PDF');
    }
    // The other company's list does not show it, and it cannot remove it.
    expect(await other.caller.account.documents.list()).toEqual([]);
    const [row] = await owner.caller.account.documents.list();
    await expectTrpcError(other.caller.account.documents.remove({ id: row?.id ?? '' }), 'NOT_FOUND', 'account:documents.notFound');
    await expectTrpcError(customer.caller.account.documents.list(), 'FORBIDDEN', 'errors:forbidden');
    expect(fs.existsSync(path.join(server().dir, key))).toBe(true);
  });

  it('are listed with their name, type and size, and removed with their file', async () => {
    const owner = await createAccount(db(), 'COMPANY');
    const scan = await photo(300, 400, 'jpeg');
    const uploaded = await upload(server(), `document?name=${encodeURIComponent('licence scan')}`, owner.session.token, scan);
    expect(uploaded.status).toBe(201);
    const list = await owner.caller.account.documents.list();
    expect(list).toEqual([
      {
        id: expect.any(String),
        name: 'licence scan',
        key: uploaded.body.key,
        type: 'image/jpeg',
        size: uploaded.body.size,
        createdAt: expect.any(Date),
      },
    ]);
    const served = await download(uploaded.body.key ?? '', owner.session.token);
    expect(served.headers.get('content-disposition')).toContain('filename="licence scan.jpg"');
    await owner.caller.account.documents.remove({ id: list[0]?.id ?? '' });
    expect(await owner.caller.account.documents.list()).toEqual([]);
    expect(fs.existsSync(path.join(server().dir, uploaded.body.key ?? ''))).toBe(false);
    expect((await download(uploaded.body.key ?? '', owner.session.token)).status).toBe(404);
  });

  it('answer 404 for keys that are not ours (path tricks included)', async () => {
    const owner = await createAccount(db(), 'COMPANY');
    for (const key of ['..%2F..%2Fetc%2Fpasswd', 'avatar-0000.png', '%E0%A4%A', 'avatar-00000000000000000000000000000000-00000000.png']) {
      expect(
        (await fetch(`${server().base}/api/files/${key}`, { headers: { authorization: `Bearer ${owner.session.token}` } })).status,
      ).toBe(404);
    }
  });
});
