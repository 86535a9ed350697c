// bench/crash's stream of writes, each carrying a marker it can be found by afterwards: sign-ups
// (the e-mail address; each from a loopback address of its own, as the mail limit is per IP),
// transports posted by Ana (the title), bids of Balkan Cargo on those transports, one bid each (the
// message), and tracker positions of one van (the device time, in ms). A write is "acked" when the
// server answered it with success; `attempted` also holds the ones in flight when the server died.
import { createClient } from './http-client.mjs';
import { loadingDay, transportInput } from './transport-input.mjs';

export const kinds = ['sign-ups', 'transports', 'bids', 'positions'];
const trackerId = 'crash-tracker';
let nextAddress = 100;

/** How each kind's markers are read back from the database (one text column `m`). */
export const markerQueries = {
  'sign-ups': `select email as m from users where email like 'crash-%@bench.example'`,
  transports: `select title as m from transports where title like 'Crash %'`,
  bids: `select message as m from bids where message like 'crash-bid %'`,
  positions: `select (extract(epoch from p.recorded_at) * 1000)::bigint::text as m
    from positions p join vehicles v on v.id = p.vehicle_id where v.tracker_id = '${trackerId}'`,
};

/** The writers' accounts (logged in once; sessions outlive restarts) and the van they report for. */
export async function prepareWriters(url) {
  const ana = [createClient(url, 1), createClient(url, 2)];
  const carrier = [createClient(url, 3), createClient(url, 4)];
  for (const client of ana) await client.logIn('ana@tovar.example');
  for (const client of carrier) await client.logIn('dispatch@balkancargo.example');
  const vehicle = await carrier[0].mutate('fleet.create', {
    name: 'Crash van',
    plate: 'CR 1-X',
    type: 'VAN',
    capacityKg: 1200,
    cargoLengthCm: 400,
    cargoWidthCm: 180,
    cargoHeightCm: 190,
    trackerId,
  });
  const ledger = Object.fromEntries(kinds.map((kind) => [kind, { attempted: new Set(), acked: new Set(), errors: new Map() }]));
  const state = { serial: 0, positionsFrom: Date.now() - 12 * 3_600_000, positionSerial: 0, openTransports: [] };
  return { ana, carrier, vehicleId: vehicle.id, ledger, state, close: () => [...ana, ...carrier].forEach((c) => c.close()) };
}

/** One write of a kind; records it as attempted, then as acked if the server said so. */
async function writeOne(kind, writers, client, tag) {
  const { ledger, state } = writers;
  const serial = (state.serial += 1);
  const track = async (marker, write) => {
    ledger[kind].attempted.add(marker);
    await write();
    ledger[kind].acked.add(marker);
  };
  if (kind === 'sign-ups') {
    const fresh = createClient(client.baseUrl, (nextAddress += 1));
    const email = `crash-${tag}-s${serial}@bench.example`;
    try {
      await track(email, () =>
        fresh.mutate('auth.signUp', {
          name: 'Crash Bench',
          email,
          password: 'crash-bench-password-1',
          accountType: 'USER',
          acceptTerms: true,
        }),
      );
    } finally {
      fresh.close();
    }
  } else if (kind === 'transports') {
    const title = `Crash ${tag} t${serial}`;
    await track(title, async () =>
      state.openTransports.push((await client.mutate('transports.create', transportInput(title, 'Posted by bench/crash'))).id),
    );
  } else if (kind === 'bids') {
    const transportId = state.openTransports.shift();
    if (!transportId) return new Promise((resolve) => setTimeout(resolve, 5));
    const message = `crash-bid ${tag} b${serial}`;
    const bid = { transportId, amount: 300, currency: 'EUR', message, pickupDate: loadingDay, vehicleId: writers.vehicleId };
    await track(message, () => client.mutate('bids.place', { ...bid, validUntil: new Date(Date.now() + 24 * 3_600_000) }));
  } else {
    const at = state.positionsFrom + (state.positionSerial += 1) * 1000;
    await track(String(at), () => client.position(trackerId, at));
  }
}

/** Two writers per kind until `stopped()`; a failed write (the server is gone) is not acked and not retried. */
export function streamWrites(writers, url, tag, stopped) {
  const clientsFor = {
    'sign-ups': [{ baseUrl: url }, { baseUrl: url }],
    transports: writers.ana,
    bids: writers.carrier,
    positions: [createClient(url, 5), createClient(url, 6)],
  };
  return Promise.all(
    kinds.flatMap((kind) =>
      clientsFor[kind].map(async (client) => {
        while (!stopped()) {
          await writeOne(kind, writers, client, tag).catch((error) => {
            const errors = writers.ledger[kind].errors;
            const key = String(error.message).slice(0, 100);
            errors.set(key, (errors.get(key) ?? 0) + 1);
          });
        }
        if (kind === 'positions') client.close();
      }),
    ),
  );
}
