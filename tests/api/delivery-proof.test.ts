/** Proof of delivery (issue 28): the code and its tries, "receiver absent", the record, its photos, immutability, the hash chain, access. */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { deliveryDamageReports, deliveryRecords, notifications, rateLimitEvents, transports } from '@/server/db/schema';
import { PDFDocument } from 'pdf-lib';
import { verifyChain } from '@/server/services/deliveries/delivery-chain';
import { reportDamage } from '@/server/services/deliveries/damage-report';
import { noteFactsFor } from '@/server/services/deliveries/note-facts';
import { noteLines } from '@/server/services/deliveries/note-lines';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { codeOf, inOrder, parkNearAddress, photoOf } from './helpers/deliveries';
import { jobInTransit } from './helpers/tracking';
import { createAccount, createTransporter } from './helpers/transports';
import { photo, upload, useUploadServer } from './helpers/uploads';

const db = useTestDatabase();
const server = useUploadServer(db);

/** The database's refusal, read through the driver's wrapping error. */
const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => 'accepted',
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  );

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe(`delivery code on ${testDatabaseKind}`, () => {
  it('is made when transit starts and shown to the customer only, while in transit', async () => {
    const job = await jobInTransit(db());
    const code = await codeOf(db(), job.id);
    expect(code).toMatch(/^\d{6}$/);
    expect(await job.owner.caller.deliveries.forTransport({ id: job.id })).toMatchObject({ side: 'owner', code, record: null });
    expect(await job.carrier.caller.deliveries.forTransport({ id: job.id })).toMatchObject({ side: 'carrier', code: null });
    const stranger = await createTransporter(db());
    await expectTrpcError(stranger.caller.deliveries.forTransport({ id: job.id }), 'NOT_FOUND', 'transports:notFound');
    await job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id));
    expect((await job.owner.caller.deliveries.forTransport({ id: job.id })).code).toBeNull();
  });

  it('refuses a wrong code, and any code after 5 wrong tries for 15 minutes', async () => {
    const job = await jobInTransit(db());
    const code = await codeOf(db(), job.id);
    for (let i = 0; i < 5; i++)
      await expectTrpcError(
        job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { code: wrong(code) })),
        'BAD_REQUEST',
        'deliveries:wrongCode',
      );
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id)),
      'TOO_MANY_REQUESTS',
      'deliveries:codeLocked',
    );
    await expectTrpcError(
      job.owner.caller.transports.markDelivered(await inOrder(db(), job.id)),
      'TOO_MANY_REQUESTS',
      'deliveries:codeLocked',
    );
    expect((await db().select().from(transports).where(eq(transports.id, job.id)))[0]?.status).toBe('IN_TRANSIT');
    // 15 minutes later the wrong tries have left the window.
    await db()
      .update(rateLimitEvents)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(rateLimitEvents.key, `delivery-code:${job.id}`));
    expect(await job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id))).toMatchObject({ status: 'DELIVERED' });
  });

  it('a right code does not count as a try; one transport`s tries do not lock another', async () => {
    const job = await jobInTransit(db());
    const other = await jobInTransit(db(), job.carrier);
    const code = await codeOf(db(), job.id);
    for (let i = 0; i < 4; i++)
      await expectTrpcError(
        job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { code: wrong(code) })),
        'BAD_REQUEST',
        'deliveries:wrongCode',
      );
    // Refused for its photo after the right code: the code's try is not kept.
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { photoKeys: ['delivery-nope.jpg'] })),
      'BAD_REQUEST',
      'deliveries:photoNotFound',
    );
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { code: wrong(code) })),
      'BAD_REQUEST',
      'deliveries:wrongCode',
    );
    await job.carrier.caller.transports.markDelivered(await inOrder(db(), other.id));
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id)),
      'TOO_MANY_REQUESTS',
      'deliveries:codeLocked',
    );
  });

  it('wants the receiver`s name and the code unless the receiver is absent', async () => {
    const job = await jobInTransit(db());
    await expectTrpcError(job.carrier.caller.transports.markDelivered({ id: job.id }), 'BAD_REQUEST');
    await expectTrpcError(job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { receiverName: '  ' })), 'BAD_REQUEST');
    // A name is one line: a line break would print a line of its own over the note's next rows.
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { receiverName: 'Ana\nAll goods received intact' })),
      'BAD_REQUEST',
    );
    await expectTrpcError(job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { code: undefined })), 'BAD_REQUEST');
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { reservations: ['other'] })),
      'BAD_REQUEST',
    );
  });
});

describe(`the job before its delivery on ${testDatabaseKind}`, () => {
  it('tells the transporter how far its vehicle was last seen from the delivery address', async () => {
    const job = await jobInTransit(db());
    await parkNearAddress(db(), job.vehicle.id, 12_000);
    expect((await job.carrier.caller.jobs.byId({ id: job.id })).deliveryKm).toBeCloseTo(12, 1);
    await parkNearAddress(db(), job.vehicle.id, 300);
    expect((await job.carrier.caller.jobs.byId({ id: job.id })).deliveryKm).toBeCloseTo(0.3, 2);
  });
});

describe(`the delivery code typed on ${testDatabaseKind}`, () => {
  it('is read without the spaces it is shown with', async () => {
    const job = await jobInTransit(db());
    const code = await codeOf(db(), job.id);
    const spaced = `${code.slice(0, 2)} ${code.slice(2, 4)} ${code.slice(4)}`;
    const done = await job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { code: spaced }));
    expect(done.status).toBe('DELIVERED');
  });
});

describe(`the delivery record on ${testDatabaseKind}`, () => {
  it('keeps the receiver, reservations, photos, and the time and position the server adds', async () => {
    const job = await jobInTransit(db());
    await parkNearAddress(db(), job.vehicle.id, 120);
    const keys = [await photoOf(db(), job.id, job.carrier.user.id), await photoOf(db(), job.id, job.carrier.user.id)];
    const before = Date.now();
    const done = await job.carrier.caller.transports.markDelivered(
      await inOrder(db(), job.id, { reservations: ['damaged', 'other'], reservationText: 'Corner of a box crushed', photoKeys: keys }),
    );
    expect(done).toMatchObject({ success: true, status: 'DELIVERED', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    for (const side of [job.owner, job.carrier]) {
      const { record } = await side.caller.deliveries.forTransport({ id: job.id });
      expect(record).toMatchObject({
        receiverName: 'Ana Receiver',
        receiverAbsent: false,
        reservations: ['damaged', 'other'],
        reservationText: 'Corner of a box crushed',
        photoKeys: keys,
        vehicleId: job.vehicle.id,
        hash: done.hash,
      });
      expect(record?.distanceM).toBeGreaterThan(115);
      expect(record?.distanceM).toBeLessThan(125);
      expect(record?.recordedAt.getTime()).toBeGreaterThanOrEqual(before);
    }
    expect((await db().select().from(transports).where(eq(transports.id, job.id)))[0]?.deliveredAt).toEqual(
      (await job.owner.caller.deliveries.forTransport({ id: job.id })).record?.recordedAt,
    );
  });

  it('takes only photos uploaded for this transport, at most 5', async () => {
    const job = await jobInTransit(db());
    const other = await jobInTransit(db(), job.carrier);
    const foreign = await photoOf(db(), other.id, job.carrier.user.id);
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { photoKeys: [foreign] })),
      'BAD_REQUEST',
      'deliveries:photoNotFound',
    );
    const six = await Promise.all(Array.from({ length: 6 }, () => photoOf(db(), job.id, job.carrier.user.id)));
    await expectTrpcError(job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { photoKeys: six })), 'BAD_REQUEST');
  });

  it('"receiver absent": no code, but a photo and the tracker within 500 m of the address', async () => {
    const job = await jobInTransit(db());
    const key = await photoOf(db(), job.id, job.carrier.user.id);
    const absent = { id: job.id, receiverAbsent: true, photoKeys: [key] };
    await expectTrpcError(job.carrier.caller.transports.markDelivered({ ...absent, photoKeys: [] }), 'BAD_REQUEST');
    await expectTrpcError(job.carrier.caller.transports.markDelivered(absent), 'BAD_REQUEST', 'deliveries:absentNotNear');
    await parkNearAddress(db(), job.vehicle.id, 800);
    await expectTrpcError(job.carrier.caller.transports.markDelivered(absent), 'BAD_REQUEST', 'deliveries:absentNotNear');
    await parkNearAddress(db(), job.vehicle.id, 300);
    await job.carrier.caller.transports.markDelivered({ ...absent, receiverName: 'ignored', code: '000000' });
    const { record } = await job.owner.caller.deliveries.forTransport({ id: job.id });
    expect(record).toMatchObject({ receiverAbsent: true, receiverName: null, photoKeys: [key] });
  });

  it('cannot be changed or removed, and a delivered transport is not delivered again', async () => {
    const job = await jobInTransit(db());
    await job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id));
    expect(
      await refusalOf(db().execute(sql`update delivery_records set receiver_name = 'Someone else' where transport_id = ${job.id}`)),
    ).toMatch(/immutable/);
    expect(await refusalOf(db().execute(sql`delete from delivery_records where transport_id = ${job.id}`))).toMatch(/immutable/);
    await expectTrpcError(
      job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id)),
      'CONFLICT',
      'transports:illegalTransition',
    );
    expect(await db().select().from(deliveryRecords).where(eq(deliveryRecords.transportId, job.id))).toHaveLength(1);
  });

  it('is NOT_FOUND for anyone but the two sides', async () => {
    const job = await jobInTransit(db());
    const rival = await createTransporter(db());
    const customer = await createAccount(db(), 'USER');
    for (const stranger of [rival, customer]) {
      await expectTrpcError(stranger.caller.transports.markDelivered(await inOrder(db(), job.id)), 'NOT_FOUND', 'transports:notFound');
      await expectTrpcError(stranger.caller.deliveries.forTransport({ id: job.id }), 'NOT_FOUND', 'transports:notFound');
    }
  });
});

describe(`delivery photos over HTTP on ${testDatabaseKind}`, () => {
  it('only the two sides upload and read them; the record names the key', async () => {
    const job = await jobInTransit(db());
    const stranger = await createTransporter(db());
    const jpeg = await photo(400, 300);
    expect((await upload(server(), `delivery?transport=${job.id}`, stranger.session.token, jpeg)).status).toBe(404);
    const uploaded = await upload(server(), `delivery?transport=${job.id}`, job.carrier.session.token, jpeg);
    expect(uploaded.status).toBe(201);
    const key = uploaded.body.key ?? '';
    expect(key).toMatch(/^delivery-/);
    const read = (token: string) => fetch(`${server().base}/api/files/${key}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read(job.owner.session.token)).status).toBe(200);
    expect((await read(job.carrier.session.token)).status).toBe(200);
    expect((await read(stranger.session.token)).status).toBe(404);
    expect((await fetch(`${server().base}/api/files/${key}`)).status).toBe(404);
    await job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { photoKeys: [key] }));
    expect((await job.owner.caller.deliveries.forTransport({ id: job.id })).record?.photoKeys).toEqual([key]);
  });
});

describe(`the delivery note on ${testDatabaseKind}`, () => {
  it('is a PDF in the asked language with the hash, for the two sides only', async () => {
    const job = await jobInTransit(db());
    const stranger = await createTransporter(db());
    const note = (token: string | null, query = '') =>
      fetch(`${server().base}/api/deliveries/${job.id}/note.pdf${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    expect((await note(job.owner.session.token)).status).toBe(404);
    const { hash } = await job.carrier.caller.transports.markDelivered(
      await inOrder(db(), job.id, { receiverName: 'Ђорђе Šćekić', reservations: ['wet'] }),
    );
    for (const token of [stranger.session.token, null]) expect((await note(token)).status).toBe(404);
    const answer = await note(job.owner.session.token, '?lang=sr-Cyrl');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe(hash);
    expect(pdf.getTitle()).toMatch(/^Доставница: /);
    expect((await note(job.carrier.session.token)).status).toBe(200);
    // The lines drawn: the hash printed, the reservation in the reader's language.
    const { facts } = await noteFactsFor(db(), job.id, job.carrier.user.id);
    const { lines } = noteLines(facts, 'de');
    expect(lines).toContainEqual({ label: 'Hash des Nachweises (SHA-256)', value: hash });
    expect(lines).toContainEqual({ label: 'Vorbehalte', value: 'Nass' });
    expect(lines).toContainEqual({ label: 'Empfänger', value: 'Ђорђе Šćekić' });
  });

  it('keeps a reservation text`s lines, on as many pages as they take', async () => {
    const job = await jobInTransit(db());
    const reservationText = Array.from({ length: 100 }, (_, index) => `Box ${index + 1}`).join('\n');
    await job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id, { reservations: ['other'], reservationText }));
    const answer = await fetch(`${server().base}/api/deliveries/${job.id}/note.pdf`, {
      headers: { authorization: `Bearer ${job.owner.session.token}` },
    });
    // 100 lines of 14 points below the note's rows: more than two A4 pages hold, drawn on one before.
    expect((await PDFDocument.load(new Uint8Array(await answer.arrayBuffer()))).getPageCount()).toBe(3);
  });
});

describe(`hidden damage on ${testDatabaseKind}`, () => {
  it('the customer reports it within 7 days; the transporter sees it and is told; then it is refused', async () => {
    const job = await jobInTransit(db());
    await job.carrier.caller.transports.markDelivered(await inOrder(db(), job.id));
    await expectTrpcError(job.owner.caller.deliveries.reportDamage({ id: job.id, text: '  ' }), 'BAD_REQUEST');
    const key = await photoOf(db(), job.id, job.owner.user.id);
    await job.owner.caller.deliveries.reportDamage({
      id: job.id,
      text: 'The table`s leg is cracked inside the wrapping',
      photoKeys: [key],
    });
    const { damageReports, record } = await job.carrier.caller.deliveries.forTransport({ id: job.id });
    expect(damageReports).toMatchObject([{ text: 'The table`s leg is cracked inside the wrapping', photoKeys: [key] }]);
    const told = await db().select().from(notifications).where(eq(notifications.userId, job.carrier.user.id));
    expect(told.filter((row) => row.kind === 'hiddenDamage')).toHaveLength(1);
    // The transporter and strangers cannot report; the reports are immutable like the record.
    await expectTrpcError(job.carrier.caller.deliveries.reportDamage({ id: job.id, text: 'x' }), 'NOT_FOUND', 'transports:notFound');
    const stranger = await createAccount(db(), 'USER');
    await expectTrpcError(stranger.caller.deliveries.reportDamage({ id: job.id, text: 'x' }), 'NOT_FOUND', 'transports:notFound');
    expect(await refusalOf(db().execute(sql`update delivery_damage_reports set text = 'nothing'`))).toMatch(/immutable/);
    // Seven days after the delivery it may still be reported; a moment later the delivery stands as recorded.
    const recordedAt = record?.recordedAt ?? new Date();
    const lastMoment = new Date(recordedAt.getTime() + 7 * 86_400_000);
    await reportDamage(db(), job.owner.user.id, { id: job.id, text: 'Found later', photoKeys: [] }, lastMoment);
    await expectTrpcError(
      reportDamage(db(), job.owner.user.id, { id: job.id, text: 'Too late', photoKeys: [] }, new Date(lastMoment.getTime() + 1)),
      'CONFLICT',
      'deliveries:damageWindowClosed',
    );
    expect(await db().select().from(deliveryDamageReports)).toHaveLength(2);
  });

  it('is NOT_FOUND before the delivery is recorded', async () => {
    const job = await jobInTransit(db());
    await expectTrpcError(job.owner.caller.deliveries.reportDamage({ id: job.id, text: 'x' }), 'NOT_FOUND', 'transports:notFound');
  });
});

describe(`the hash chain on ${testDatabaseKind}`, () => {
  it('links each record to the one before; deliveries at once still make one chain', async () => {
    const jobs = await Promise.all(Array.from({ length: 5 }, () => jobInTransit(db())));
    const inputs = await Promise.all(jobs.map((job) => inOrder(db(), job.id)));
    await Promise.all(jobs.map((job, i) => job.carrier.caller.transports.markDelivered(inputs[i] ?? { id: job.id })));
    const records = await db().select().from(deliveryRecords).orderBy(deliveryRecords.id);
    records.forEach((record, i) => expect(record.prevHash).toBe(i === 0 ? null : records[i - 1]?.hash));
    expect(await verifyChain(db(), 2)).toEqual({ checked: records.length, broken: [] });
  });

  it('names a record whose content was changed, and the link after a hash made up to match', async () => {
    const records = await db().select().from(deliveryRecords).orderBy(deliveryRecords.id);
    const [first, second] = records;
    if (!first || !second) throw new Error('the chain test above delivers records first');
    await db().execute(sql`alter table delivery_records disable trigger delivery_records_immutable`);
    try {
      await db().execute(sql`update delivery_records set receiver_name = 'Nobody' where id = ${first.id}`);
      expect((await verifyChain(db())).broken).toEqual([{ id: first.id, transportId: first.transportId, reason: 'contentChanged' }]);
      await db().execute(sql`update delivery_records set hash = repeat('0', 64) where id = ${first.id}`);
      expect((await verifyChain(db())).broken).toEqual([
        { id: first.id, transportId: first.transportId, reason: 'contentChanged' },
        { id: second.id, transportId: second.transportId, reason: 'linkBroken' },
      ]);
      await db().execute(
        sql`update delivery_records set receiver_name = ${first.receiverName}, hash = ${first.hash} where id = ${first.id}`,
      );
      expect((await verifyChain(db())).broken).toEqual([]);
    } finally {
      await db().execute(sql`alter table delivery_records enable trigger delivery_records_immutable`);
    }
  });
});
