/** Reviews (issue 12): who may review whom after delivery, once, within 30 days; ratings follow everywhere. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviewTextMax } from '@/lib/schemas/review';
import { transports } from '@/server/db/schema';
import { companyProfile, userProfile } from '@/server/services/accounts/profiles';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError, trpcError } from './helpers/errors';
import { addVehicle, jobWon, type Transporter } from './helpers/jobs';
import { createAccount, createTransporter } from './helpers/transports';
import { inOrder } from './helpers/deliveries';

const db = useTestDatabase();
const text = 'On time, careful with the boxes, friendly driver.';

/** A job taken from award to delivery by `carrier` (a fresh one unless given). */
async function deliveredJob(carrier?: Transporter) {
  const winner = carrier ?? (await createTransporter(db()));
  const truck = await addVehicle(db(), winner.company.id);
  const job = await jobWon(db(), winner);
  await winner.caller.transports.startTransit({ id: job.id, vehicleId: truck.id });
  await winner.caller.transports.markDelivered(await inOrder(db(), job.id));
  return { ...job, carrier: winner };
}

describe(`reviews.create and reviews.forTransport on ${testDatabaseKind}`, () => {
  it('refuses before delivery, then lets each side review the other once', async () => {
    const carrier = await createTransporter(db());
    const truck = await addVehicle(db(), carrier.company.id);
    const job = await jobWon(db(), carrier);
    await expectTrpcError(
      job.owner.caller.reviews.create({ transportId: job.id, rating: 5, text }),
      'PRECONDITION_FAILED',
      'reviews:notDelivered',
    );
    await carrier.caller.transports.startTransit({ id: job.id, vehicleId: truck.id });
    expect(await job.owner.caller.reviews.forTransport({ transportId: job.id })).toMatchObject({ canReview: false, block: 'notDelivered' });
    await carrier.caller.transports.markDelivered(await inOrder(db(), job.id));
    const [row] = await db().select({ deliveredAt: transports.deliveredAt }).from(transports).where(eq(transports.id, job.id));
    expect(row?.deliveredAt).toBeInstanceOf(Date);

    const before = await job.owner.caller.reviews.forTransport({ transportId: job.id });
    expect(before).toMatchObject({
      canReview: true,
      block: null,
      mine: null,
      subject: { id: carrier.user.id, companyId: carrier.company.id },
    });
    await job.owner.caller.reviews.create({ transportId: job.id, rating: 4, text });
    await carrier.caller.reviews.create({ transportId: job.id, rating: 5, text: 'Load was ready and paid promptly.' });

    expect(await job.owner.caller.reviews.forTransport({ transportId: job.id })).toMatchObject({
      canReview: false,
      block: 'alreadyReviewed',
      mine: { rating: 4, text },
    });
    expect((await carrier.caller.reviews.forTransport({ transportId: job.id })).subject.id).toBe(job.owner.user.id);
    await expectTrpcError(job.owner.caller.reviews.create({ transportId: job.id, rating: 1, text }), 'CONFLICT', 'reviews:alreadyReviewed');
    await expectTrpcError(carrier.caller.reviews.create({ transportId: job.id, rating: 1, text }), 'CONFLICT', 'reviews:alreadyReviewed');
  });

  it('answers NOT_FOUND to a stranger, another transporter and an unknown transport', async () => {
    const job = await deliveredJob();
    const stranger = await createAccount(db(), 'USER');
    const rival = await createTransporter(db());
    for (const caller of [stranger.caller, rival.caller]) {
      await expectTrpcError(caller.reviews.create({ transportId: job.id, rating: 5, text }), 'NOT_FOUND', 'transports:notFound');
      await expectTrpcError(caller.reviews.forTransport({ transportId: job.id }), 'NOT_FOUND', 'transports:notFound');
    }
    await expectTrpcError(job.owner.caller.reviews.create({ transportId: crypto.randomUUID(), rating: 5, text }), 'NOT_FOUND');
  });

  it('closes 30 days after delivery', async () => {
    const job = await deliveredJob();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db()
      .update(transports)
      .set({ deliveredAt: daysAgo(29.9) })
      .where(eq(transports.id, job.id));
    expect((await job.owner.caller.reviews.forTransport({ transportId: job.id })).canReview).toBe(true);
    await db()
      .update(transports)
      .set({ deliveredAt: daysAgo(30.01) })
      .where(eq(transports.id, job.id));
    expect(await job.owner.caller.reviews.forTransport({ transportId: job.id })).toMatchObject({ canReview: false, block: 'windowClosed' });
    await expectTrpcError(
      job.owner.caller.reviews.create({ transportId: job.id, rating: 5, text }),
      'PRECONDITION_FAILED',
      'reviews:windowClosed',
    );
  });

  it('keeps the rating to whole stars 1–5 and the text to 10–1,000 characters', async () => {
    const job = await deliveredJob();
    const refused = async (rating: number, body: string, key: string) => {
      const error = await trpcError(job.owner.caller.reviews.create({ transportId: job.id, rating, text: body }));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(key);
    };
    for (const rating of [0, 6, 4.5, -1]) await refused(rating, text, 'reviews:ratingRequired');
    await refused(5, '  short   ', 'reviews:textTooShort');
    await refused(5, 'x'.repeat(reviewTextMax + 1), 'reviews:textTooLong');
    await job.owner.caller.reviews.create({ transportId: job.id, rating: 1, text: 'y'.repeat(reviewTextMax) });
  });
});

describe(`ratings after a review on ${testDatabaseKind}`, () => {
  it("change on the profiles and in a bid's transporter rating", async () => {
    const carrier = await createTransporter(db());
    const earlier = await deliveredJob(carrier);
    await earlier.owner.caller.reviews.create({ transportId: earlier.id, rating: 5, text });
    const open = await jobWon(db(), carrier);
    const bidRating = async () => (await open.owner.caller.transports.byId({ id: open.id })).bids[0]?.rating;
    expect(await bidRating()).toEqual({ average: 5, count: 1 });

    const job = await deliveredJob(carrier);
    await job.owner.caller.reviews.create({ transportId: job.id, rating: 2, text });
    expect(await bidRating()).toEqual({ average: 3.5, count: 2 });

    const person = await userProfile(db(), carrier.user.id);
    const company = await companyProfile(db(), carrier.company.id);
    for (const profile of [person, company]) {
      expect(profile?.rating).toEqual({ average: 3.5, count: 2, distribution: [1, 0, 0, 1, 0] });
      expect(profile?.reviews.items.map((review) => [review.rating, review.authorName, review.transportTitle])).toEqual([
        [2, job.owner.user.name, 'Move my books'],
        [5, earlier.owner.user.name, 'Move my books'],
      ]);
    }
    expect(company).toMatchObject({ fleetSize: 2, completedTransports: 2 });
    // The customer's own profile is untouched by reviews they wrote.
    expect((await userProfile(db(), job.owner.user.id))?.rating).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
  });

  it('shows no private field and gives null for unknown or malformed ids', async () => {
    const carrier = await createTransporter(db());
    const person = await userProfile(db(), carrier.user.id);
    const company = await companyProfile(db(), carrier.company.id);
    const shown = JSON.stringify([person, company]);
    for (const secret of [
      carrier.user.email,
      carrier.company.phone,
      carrier.company.address,
      carrier.company.email,
      'passwordHash',
      'taxId',
    ]) {
      expect(shown).not.toContain(secret);
    }
    expect(await userProfile(db(), crypto.randomUUID())).toBeNull();
    expect(await userProfile(db(), 'not-a-uuid')).toBeNull();
    expect(await companyProfile(db(), "1' or '1'='1")).toBeNull();
  });
});
