// bench/api-load's world and its virtual user. The world: the demo data, USERS transport companies
// (load-<i>@bench.example, password demo1234, confirmed), each with one curtain-sider carrying tracker
// load-<i>, put straight into the database; and TRANSPORTS open auctions that Ana (a demo customer)
// posts through the API. A virtual user logs in ONCE, then loops: the load search (page 1), a bid on
// one of the open auctions (an upsert of its one bid there), its fleet, one tracker position.
import { createClient } from './http-client.mjs';
import { seedPglite, seedPostgres } from './live-fleet.mjs';
import { startTovar } from './servers.mjs';
import { loadingDay, transportInput } from './transport-input.mjs';

function seedStatements(users) {
  return [
    `insert into users (name, email, password_hash, account_type, email_confirmed_at)
       select 'Load ' || g, 'load-' || g || '@bench.example', (select password_hash from users where email = 'ana@tovar.example'),
         'TRANSPORT_COMPANY', now() from generate_series(0, ${users - 1}) g`,
    `insert into companies (owner_id, company_id, name, address, phone, contact_person, email)
       select id, 'LOAD-' || id, name, 'Bench street 1', '+000', name, email from users where email like 'load-%@bench.example'`,
    `insert into vehicles (company_id, name, plate, type, capacity_kg, capacity_m3, cargo_length_cm, cargo_width_cm, cargo_height_cm, carries, tracker_id)
       select c.id, 'Load truck', 'LD-' || split_part(u.email, '@', 1), 'CURTAIN_SIDER', 24000, 90, 1360, 245, 270,
         '{PARCEL,BICYCLE,VEHICLE_PART,PALLET,OTHER}', split_part(u.email, '@', 1)
       from companies c join users u on u.id = c.owner_id where u.email like 'load-%@bench.example'`,
    'analyze',
  ];
}

/**
 * The servers of one run (`processes` of them, on one database), the world seeded: first start
 * migrates and seeds the demo, then the bench's companies go in, then the servers start on it.
 */
export async function startLoadWorld({ databaseUrl = '', processes = 1, users, transports }) {
  // Several processes on one PostgreSQL share one AUTH_SECRET (README); one process keeps its own.
  const extraEnv = processes > 1 ? { AUTH_SECRET: 'bench-api-load-shared-secret-0123456789abcdef' } : {};
  const first = await startTovar({ databaseUrl, extraEnv });
  await first.stop();
  await (databaseUrl ? seedPostgres(databaseUrl, seedStatements(users)) : seedPglite(first.dataDir, seedStatements(users)));
  const servers = [await startTovar({ databaseUrl, dataDir: first.dataDir, extraEnv })];
  for (let i = 1; i < processes; i++) servers.push(await startTovar({ databaseUrl, extraEnv }));
  const ana = createClient(servers[0].url, 0);
  await ana.logIn('ana@tovar.example');
  const transportIds = [];
  for (let n = 0; n < transports; n++)
    transportIds.push((await ana.mutate('transports.create', transportInput(`Load bench auction ${n}`, 'Posted by bench/api-load'))).id);
  ana.close();
  return { servers, transportIds, stop: () => Promise.all(servers.map((server) => server.stop())) };
}

/** Virtual user `n` on `url`: logs in once (from its own address), finds its vehicle. */
export async function createVirtualUser(url, n, transportIds) {
  const client = createClient(url, n + 1);
  await client.logIn(`load-${n}@bench.example`);
  const [vehicle] = await client.query('fleet.list');
  if (!vehicle) throw new Error(`load-${n} has no vehicle`);
  let iteration = 0;
  const positionsFrom = Date.now() - 6 * 3_600_000;
  return {
    client,
    /** One pass of the scenario, each request timed by `recorder`. */
    async iterate(recorder) {
      iteration += 1;
      const transportId = transportIds[(n * 7 + iteration) % transportIds.length];
      await recorder.time(() => client.query('loads.search', {}), 'search');
      await recorder.time(
        () =>
          client.mutate('bids.place', {
            transportId,
            amount: 200 + (iteration % 100),
            currency: 'EUR',
            pickupDate: loadingDay,
            vehicleId: vehicle.id,
            validUntil: new Date(Date.now() + 24 * 3_600_000),
          }),
        'bid',
      );
      await recorder.time(() => client.query('fleet.list'), 'fleet');
      await recorder.time(() => client.position(`load-${n}`, positionsFrom + iteration * 1000, 44 + (iteration % 100) / 1000), 'position');
    },
  };
}
