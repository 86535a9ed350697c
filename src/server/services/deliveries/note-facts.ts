/** The facts a delivery note prints, for one of the job's two sides (anyone else, or no record yet: NOT_FOUND). */
import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import type { Db } from '../../db/client';
import { bids, companies, users } from '../../db/schema';
import { notFound } from '../transports/transport-access';
import { deliveryRecordOf, sideOf } from './delivery-view';
import type { NoteFacts } from './note-lines';

export async function noteFactsFor(db: Db, transportId: string, userId: string): Promise<{ facts: NoteFacts; readerLanguage: Language }> {
  const { transport } = await sideOf(db, transportId, userId);
  const record = await deliveryRecordOf(db, transport.id);
  if (!record || !transport.awardedBidId) throw notFound();
  const [[customer], [carrier], [reader]] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.id, transport.ownerId)),
    db
      .select({ name: users.name, company: companies.name })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.transporterId))
      .leftJoin(companies, eq(companies.id, bids.companyId))
      .where(eq(bids.id, transport.awardedBidId)),
    db.select({ language: users.language }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    facts: {
      title: transport.title,
      loadingAddress: transport.loadingAddress,
      deliveryAddress: transport.deliveryAddress,
      customerName: customer?.name ?? '',
      carrierName: carrier?.company ?? carrier?.name ?? '',
      record,
    },
    readerLanguage: isLanguage(reader?.language) ? reader.language : 'en',
  };
}
