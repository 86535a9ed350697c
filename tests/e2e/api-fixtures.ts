/** Loads and bids set up through the API, as another person's browser would call it, for specs that start from them. */
import type { APIRequestContext } from '@playwright/test';
import { apiLogIn } from './helpers';

export async function trpc<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  input: unknown,
  kind: 'query' | 'mutation',
): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response =
    kind === 'query'
      ? await request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { headers })
      : await request.post(`/api/trpc/${path}`, { headers, data: input });
  const body = (await response.json()) as { result?: { data: { json: T } }; error?: unknown };
  if (!body.result) throw new Error(`${path}: ${JSON.stringify(body.error)}`);
  return body.result.data.json;
}

/** A calendar day `offset` days from today (UTC), as forms send it. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Where a load goes: its two ends' addresses, countries and coordinates. */
export interface Lane {
  loadingAddress: string;
  loadingCountry: string;
  loadingLat: number;
  loadingLon: number;
  deliveryAddress: string;
  deliveryCountry: string;
  deliveryLat: number;
  deliveryLon: number;
}

const zagrebToRijeka: Lane = {
  loadingAddress: 'Ilica 10, Zagreb',
  loadingCountry: 'HR',
  loadingLat: 45.815,
  loadingLon: 15.982,
  deliveryAddress: 'Korzo 5, Rijeka',
  deliveryCountry: 'HR',
  deliveryLat: 45.327,
  deliveryLon: 14.442,
};

/** A load of `owner`'s (from Zagreb to Rijeka unless another lane is given), open to bids, loading in `inDays` days; its id. */
export async function createLoad(
  request: APIRequestContext,
  owner: string,
  title: string,
  inDays = 30,
  lane = zagrebToRijeka,
): Promise<string> {
  const { token } = await apiLogIn(request, owner);
  const input = {
    title,
    description: '',
    deliveryType: 'PRIVATE',
    acceptTerms: true,
    ...lane,
    loadingDate: day(inDays),
    loadingFlexible: false,
    deliveryDate: day(inDays + 1),
    deliveryFlexible: false,
    items: [{ description: 'Boxes of books', type: 'PARCEL', quantity: 2, weightKg: 10, widthCm: 50, heightCm: 40, lengthCm: 30 }],
  };
  return (await trpc<{ id: string }>(request, token, 'transports.create', { json: input }, 'mutation')).id;
}

/** `email`'s company bids `amount` EUR on the load with an available vehicle that carries parcels; the bid's id. */
export async function placeBid(
  request: APIRequestContext,
  email: string,
  transportId: string,
  amount: number,
  pickupInDays = 30,
): Promise<string> {
  const { token } = await apiLogIn(request, email);
  const vehicles = await trpc<{ id: string; status: string; type: string }[]>(request, token, 'fleet.list', undefined, 'query');
  const vehicle = vehicles.find((v) => v.status === 'AVAILABLE' && ['VAN', 'BOX_TRUCK', 'TRUCK'].includes(v.type)) ?? vehicles[0]!;
  const validUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const input = { transportId, amount, currency: 'EUR', pickupDate: day(pickupInDays), vehicleId: vehicle.id, validUntil };
  return (await trpc<{ id: string }>(request, token, 'bids.place', { json: input, meta: { values: { validUntil: ['Date'] } } }, 'mutation'))
    .id;
}

/** A new load of Ana's with two pending bids, from Balkan Cargo and Drina Trans; its id. */
export async function loadWithTwoBids(request: APIRequestContext, title: string): Promise<string> {
  const id = await createLoad(request, 'ana@tovar.example', title);
  for (const [transporter, amount] of [
    ['dispatch@balkancargo.example', 410],
    ['info@drinatrans.example', 395],
  ] as const)
    await placeBid(request, transporter, id, amount);
  return id;
}
