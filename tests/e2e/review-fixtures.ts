/** Transports, bids and reviews set up through the API for tests/e2e/profiles.spec.ts, as a browser would call it. */
import type { APIRequestContext } from '@playwright/test';
import { day, trpc } from './api-fixtures';
import { apiLogIn } from './helpers';

// Ivan (a customer no other spec uses) hires Drina Trans for two new transports made here.
export const customer = 'ivan@tovar.example';
export const transporter = 'info@drinatrans.example';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (await apiLogIn(request, email)).token;
}

/** Two transports of Ivan, both awarded to Drina Trans; the first is then carried and delivered. */
export async function deliveredAndAwarded(request: APIRequestContext) {
  const [owner, carrier] = [await tokenOf(request, customer), await tokenOf(request, transporter)];
  const vehicles = await trpc<{ id: string; status: string; type: string }[]>(request, carrier, 'fleet.list', undefined, 'query');
  const vehicle = vehicles.find((v) => v.status === 'AVAILABLE' && ['VAN', 'BOX_TRUCK', 'TRUCK'].includes(v.type)) ?? vehicles[0]!;
  const ids: string[] = [];
  for (const title of [`Review test ${Date.now().toString(36)}`, `Second load ${Date.now().toString(36)}`]) {
    const { id } = await trpc<{ id: string }>(
      request,
      owner,
      'transports.create',
      {
        json: {
          loadingAddress: 'Ilica 10, Zagreb',
          loadingCountry: 'HR',
          loadingLat: 45.815,
          loadingLon: 15.982,
          loadingDate: day(40),
          loadingFlexible: false,
          deliveryAddress: 'Korzo 5, Rijeka',
          deliveryCountry: 'HR',
          deliveryLat: 45.327,
          deliveryLon: 14.442,
          deliveryDate: day(41),
          deliveryFlexible: false,
          items: [{ description: 'Boxes of books', type: 'PARCEL', quantity: 2, weightKg: 10, widthCm: 50, heightCm: 40, lengthCm: 30 }],
          title,
          deliveryType: 'PRIVATE',
          description: '',
          acceptTerms: true,
        },
      },
      'mutation',
    );
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const bid = await trpc<{ id: string }>(
      request,
      carrier,
      'bids.place',
      {
        json: { transportId: id, amount: 180, currency: 'EUR', pickupDate: day(40), vehicleId: vehicle.id, validUntil: until },
        meta: { values: { validUntil: ['Date'] } },
      },
      'mutation',
    );
    await trpc(request, owner, 'transports.award', { json: { transportId: id, bidId: bid.id } }, 'mutation');
    ids.push(id);
  }
  const [delivered, awarded] = ids as [string, string];
  await trpc(request, carrier, 'transports.startTransit', { json: { id: delivered, vehicleId: vehicle.id } }, 'mutation');
  // The receiver gives the driver the code the customer's transport shows.
  const { code } = await trpc<{ code: string }>(request, owner, 'deliveries.forTransport', { id: delivered }, 'query');
  await trpc(request, carrier, 'transports.markDelivered', { json: { id: delivered, receiverName: 'Ivan', code } }, 'mutation');
  const companyId = (await trpc<{ bids: { companyId: string }[] }>(request, owner, 'transports.byId', { id: awarded }, 'query')).bids[0]!
    .companyId;
  return { delivered, awarded, companyId };
}

/** Ana's id and a company that bid on her flat move, for the profiles this file views. */
export async function someProfiles(request: APIRequestContext) {
  const { token, user } = await apiLogIn(request, 'ana@tovar.example');
  const mine = await trpc<{ items: { id: string; bidCount: number }[] }>(request, token, 'transports.mine', {}, 'query');
  const withBids = mine.items.find((item) => item.bidCount > 0)!;
  const detail = await trpc<{ bids: { companyId: string; companyName: string }[] }>(
    request,
    token,
    'transports.byId',
    { id: withBids.id },
    'query',
  );
  return { userId: user.id, company: detail.bids[0]! };
}
