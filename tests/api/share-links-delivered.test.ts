/** Issue 29 item 7 and issue 28: a share link's label, the consignee's delivery code, and "delivered on …" after delivery. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transports } from '@/server/db/schema';
import { fieldErrors } from './helpers/auth';
import { callerFor } from './helpers/caller';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { codeOf, inOrder } from './helpers/deliveries';
import { expectTrpcError } from './helpers/errors';
import { jobWon } from './helpers/jobs';
import { addPositions, jobInTransit, onTheRoad } from './helpers/tracking';
import { createTransporter } from './helpers/transports';

const db = useTestDatabase();
const tokenOf = (path: string) => path.replace(/^\/track\//, '');

describe(`share link labels and the delivery code on ${testDatabaseKind}`, () => {
  it('keeps a label (trimmed; blank is none) and says which link shows the code; an over-long label is refused', async () => {
    const job = await jobInTransit(db());
    const named = await job.owner.caller.tracking.shares.create({
      transportId: job.id,
      label: '  for the warehouse ',
      showsDeliveryCode: true,
    });
    expect(named).toMatchObject({ label: 'for the warehouse', showsDeliveryCode: true });
    await job.owner.caller.tracking.shares.create({ transportId: job.id, label: '   ' });
    const listed = await job.owner.caller.tracking.shares.list({ transportId: job.id });
    expect(listed.map(({ label, showsDeliveryCode }) => ({ label, showsDeliveryCode }))).toEqual([
      { label: null, showsDeliveryCode: false },
      { label: 'for the warehouse', showsDeliveryCode: true },
    ]);
    const tooLong = await expectTrpcError(
      job.owner.caller.tracking.shares.create({ transportId: job.id, label: 'x'.repeat(61) }),
      'BAD_REQUEST',
    );
    expect(fieldErrors(tooLong).label).toEqual(['tracking:share.labelTooLong']);
  });

  it('shows the delivery code only through a consignee link and only while in transit', async () => {
    const carrier = await createTransporter(db());
    const awarded = await jobWon(db(), carrier);
    const early = await awarded.owner.caller.tracking.shares.create({ transportId: awarded.id, showsDeliveryCode: true });
    const anonymous = callerFor(db(), { ip: '10.0.1.1' });
    expect(await anonymous.tracking.shared({ token: tokenOf(early.path) })).toMatchObject({ status: 'AWARDED', deliveryCode: null });

    const job = await jobInTransit(db());
    const consignee = await job.owner.caller.tracking.shares.create({ transportId: job.id, showsDeliveryCode: true });
    const plain = await job.owner.caller.tracking.shares.create({ transportId: job.id, label: 'for my colleague' });
    const code = await codeOf(db(), job.id);
    expect(await anonymous.tracking.shared({ token: tokenOf(consignee.path) })).toMatchObject({ deliveryCode: code });
    const seen = await anonymous.tracking.shared({ token: tokenOf(plain.path) });
    expect(seen).toMatchObject({ deliveryCode: null });
    // The label is the customer's own name for the link: never shown through it.
    expect(JSON.stringify(seen)).not.toContain('for my colleague');
    expect(JSON.stringify(seen)).not.toContain(code);
  });

  it('after delivery says when, without the vehicle, its position or the code; a revoked link stays not found; after 30 days none', async () => {
    const job = await jobInTransit(db());
    await addPositions(db(), job.vehicle.id, onTheRoad);
    const consignee = await job.owner.caller.tracking.shares.create({ transportId: job.id, showsDeliveryCode: true });
    const revoked = await job.owner.caller.tracking.shares.create({ transportId: job.id });
    await job.owner.caller.tracking.shares.revoke({ id: revoked.id });
    const code = await codeOf(db(), job.id);
    await job.owner.caller.transports.markDelivered(await inOrder(db(), job.id));
    const [{ deliveredAt } = { deliveredAt: null }] = await db()
      .select({ deliveredAt: transports.deliveredAt })
      .from(transports)
      .where(eq(transports.id, job.id));

    const anonymous = callerFor(db(), { ip: '10.0.1.2' });
    const seen = await anonymous.tracking.shared({ token: tokenOf(consignee.path) });
    expect(seen).toMatchObject({ status: 'DELIVERED', deliveredAt, title: 'Move my books', vehicle: null, deliveryCode: null });
    expect(seen).not.toHaveProperty('position');
    expect(JSON.stringify(seen)).not.toContain(code);
    expect(JSON.stringify(seen)).not.toContain(job.vehicle.plate);
    await expectTrpcError(anonymous.tracking.shared({ token: tokenOf(revoked.path) }), 'NOT_FOUND', 'tracking:shared.notFound');

    await db()
      .update(transports)
      .set({ deliveredAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(transports.id, job.id));
    await expectTrpcError(anonymous.tracking.shared({ token: tokenOf(consignee.path) }), 'NOT_FOUND', 'tracking:shared.notFound');
  });
});
