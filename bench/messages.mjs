// Messages at size (issue 27), on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL,
// the world seeded straight into the database (lib/message-world.mjs):
// 1. The newest page at any depth: messages.thread's newest page of a thread of DEEP (100,000) messages
//    and its pages before messages 1 % and 99 % of the way in (1,000 and 99,000), messages.inbox's first
//    page of a company with INBOX_THREADS (10,000) threads and the page after thread INBOX_DEPTH
//    (8,000: page 401, its cursor built as the API builds it). Server time is what the server's own
//    request log says each call took (TOVAR_LOG=info, lib/request-times.mjs: from the request reaching
//    the handler to the answer written, the token check and the JSON included), not the client's
//    clock minus a guess at the rest; the client's median is printed beside it. ROUNDS (25) rounds
//    of one call of each case in turn (after 5 to warm up), one call at a time: median and p95.
//    Goal ≤ 10 ms.
// 2. A message → the other side's open tab: PAIRS (200) customers each with an open notifications.stream
//    over SSE, and their companies each send one message (messages.send), CONCURRENCY (4) at a time with
//    pauses of up to PAUSE_MS (200); a message's latency runs from just before the send to the event on
//    its customer's stream whose `messages.changes` rose (beside it the median of the send's own
//    answer). p50/p95/max; goal p95 ≤ 1 s. PGlite, PostgreSQL one process, and two processes on
//    PostgreSQL (streams split between them, each message sent on the process its customer is not on).
// Prints figures and the load average before and after; never fails.
import { loadavg } from 'node:os';
import { openBell, riseOf } from './lib/bell-streams.mjs';
import { createClient } from './lib/http-client.mjs';
import { inParallel } from './lib/in-parallel.mjs';
import { deepCustomerEmail, inboxCompanyEmail, pairCompanyEmail, pairCustomerEmail, seedMessageWorld } from './lib/message-world.mjs';
import { requestTimes } from './lib/request-times.mjs';
import { ensureBuild, freshPostgres, startTovar } from './lib/servers.mjs';

const sizes = {
  deep: Number(process.env.DEEP ?? 100_000),
  inboxThreads: Number(process.env.INBOX_THREADS ?? 10_000),
  inboxCustomers: Number(process.env.INBOX_CUSTOMERS ?? 1_000),
  pairs: Number(process.env.PAIRS ?? 200),
};
const inboxDepth = Math.min(Number(process.env.INBOX_DEPTH ?? 8_000), sizes.inboxThreads - 1);
const rounds = Number(process.env.ROUNDS ?? 25);
const warmUps = 5;
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const pauseMs = Number(process.env.PAUSE_MS ?? 200);
// Two processes on one database share one AUTH_SECRET (README): a token from A opens a stream on B.
const extraEnv = { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0', AUTH_SECRET: 'bench-messages-shared-secret-0123456789abcdef', TOVAR_LOG: 'info' };
const positions = [Math.ceil(sizes.deep / 100), Math.floor((sizes.deep * 99) / 100)];
const pairNumbers = Array.from({ length: sizes.pairs }, (_, i) => i + 1);

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN);
const sortedOf = (values) => [...values].sort((a, b) => a - b);
const fixed = (value, digits = 1) => (Number.isNaN(value) ? '—' : value.toFixed(digits));
const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const changesOf = (state) => state.messages?.changes ?? 0;

/** One call, its server time (its line in the request log, waited for), the client's and the rows it answered. */
async function timedCall(log, route, call) {
  log.clear();
  const started = performance.now();
  const answer = await call();
  const client = performance.now() - started;
  const [server] = await log.durations(route, 1);
  return { server: server ?? NaN, client, rows: (answer.messages ?? answer.items).length };
}

/** Part 1: the newest pages, at depth, timed by the server's request log. */
async function pageTimes(database, server, world) {
  const log = requestTimes(server.stdout);
  const customer = createClient(server.url, 1, { timeoutMs: 60_000 });
  const company = createClient(server.url, 2, { timeoutMs: 60_000 });
  await customer.logIn(deepCustomerEmail);
  await company.logIn(inboxCompanyEmail);
  const thread = (input) => () => customer.query('messages.thread', { threadId: world.deepThreadId, ...input });
  const cases = [
    ['thread, newest page', thread({})],
    [`thread, before message ${positions[0]}`, thread({ before: world.before[0] })],
    [`thread, before message ${positions[1]}`, thread({ before: world.before[1] })],
    ['inbox, first page', () => company.query('messages.inbox', {})],
    [`inbox, after thread ${inboxDepth}`, () => company.query('messages.inbox', { cursor: world.inboxCursor })],
  ].map(([query, call]) => ({ query, call, route: `/api/trpc/messages.${query.split(',')[0]}`, server: [], client: [], rows: 0 }));
  // Rounds go through every case in turn, so that a burst of the machine's load falls on all of them alike.
  for (let round = 0; round < warmUps + rounds; round++) {
    for (const each of cases) {
      const timed = await timedCall(log, each.route, each.call);
      each.rows = timed.rows;
      if (round < warmUps) continue;
      each.server.push(timed.server);
      each.client.push(timed.client);
    }
  }
  customer.close();
  company.close();
  return cases.map(({ query, server: times, client, rows }) => {
    const sorted = sortedOf(times);
    const p95 = percentile(sorted, 95);
    return {
      database,
      query,
      rows,
      'server p50 (ms)': fixed(percentile(sorted, 50)),
      'server p95 (ms)': fixed(p95),
      'client p50 (ms)': fixed(percentile(sortedOf(client), 50)),
      'p95 ≤ 10 ms': p95 <= 10 ? '✓' : '✗',
    };
  });
}

/** Each of `emails` logged in on `url`, from loopback addresses `address`, `address + 1`, …: their clients and tokens, in order. */
async function logInAll(url, emails, address) {
  const people = new Array(emails.length);
  await inParallel([...emails.keys()], 8, async (i) => {
    const client = createClient(url, address + i, { timeoutMs: 120_000 });
    people[i] = { client, token: (await client.logIn(emails[i])).token };
  });
  return people;
}

/**
 * Part 2, one run: pair n's customer watches its stream on `servers[streamOn(n)]` (with `tokens[n - 1]`),
 * its company (`senders[sendOn(n)][n - 1]`) sends one message into their thread.
 */
async function sendLatency(run, { servers, tokens, senders, world, streamOn, sendOn }) {
  const loadBefore = loadavg()[0].toFixed(2);
  const streams = new Map();
  await inParallel(pairNumbers, 25, async (n) => {
    const opened = await openBell(servers[streamOn(n)].url, tokens[n - 1]).catch(() => null);
    if (opened) streams.set(n, opened);
  });
  const latencies = [];
  const answered = [];
  const failures = new Map();
  const failed = (why) => failures.set(why, (failures.get(why) ?? 0) + 1);
  await inParallel(pairNumbers, concurrency, async (n) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs));
    const stream = streams.get(n);
    if (!stream) return failed('no stream');
    const changed = riseOf(stream, 10_000, changesOf);
    const sentAt = performance.now();
    const sent = await senders[sendOn(n)][n - 1].client
      .mutate('messages.send', { threadId: world.pairThreads[n], body: `Message ${n}: is the load ready to go on Tuesday morning?` })
      .then(
        () => (answered.push(performance.now() - sentAt), true),
        (error) => (failed(String(error.message).slice(0, 60)), false),
      );
    const ms = await changed;
    if (ms !== null) latencies.push(ms);
    else if (sent) failed('no change on the stream in 10 s');
  });
  for (const stream of streams.values()) stream.close();
  await Promise.all([...streams.values()].map((stream) => stream.reading));
  if (failures.size > 0) console.log(`${run}: failures`, Object.fromEntries(failures));
  const sorted = sortedOf(latencies);
  const p95 = percentile(sorted, 95);
  return {
    run,
    streams: streams.size,
    sent: answered.length,
    seen: sorted.length,
    'p50 (ms)': fixed(percentile(sorted, 50), 0),
    'p95 (ms)': fixed(p95, 0),
    'max (ms)': fixed(sorted.at(-1) ?? NaN, 0),
    'send answered p50 (ms)': fixed(percentile(sortedOf(answered), 50), 0),
    'load before': loadBefore,
    'load after': loadavg()[0].toFixed(2),
    'p95 ≤ 1 s': p95 <= 1_000 ? '✓' : '✗',
  };
}

/** One database: migrate and seed the demo, seed the bench's world, start again; both parts; on PostgreSQL a second process too. */
async function onDatabase(database, databaseUrl) {
  const first = await startTovar({ databaseUrl, extraEnv });
  await first.stop();
  const seedStarted = performance.now();
  const world = await seedMessageWorld(databaseUrl, first.dataDir, sizes, { positions, inboxDepth });
  console.log(`${database}: seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; load average ${loads()}`);
  const servers = [await startTovar({ databaseUrl, dataDir: first.dataDir, extraEnv })];
  const pages = await pageTimes(database, servers[0], world);
  const customers = await logInAll(servers[0].url, pairNumbers.map(pairCustomerEmail), 100);
  customers.forEach((person) => person.client.close());
  const tokens = customers.map((person) => person.token);
  const senders = [await logInAll(servers[0].url, pairNumbers.map(pairCompanyEmail), 20_000)];
  const one = () => 0;
  const latency = [await sendLatency(`${database}, 1 process`, { servers, tokens, senders, world, streamOn: one, sendOn: one })];
  if (databaseUrl) {
    servers.push(await startTovar({ databaseUrl, extraEnv }));
    senders.push(await logInAll(servers[1].url, pairNumbers.map(pairCompanyEmail), 40_000));
    // Odd pairs: stream on B, sent on A; even: stream on A, sent on B.
    const streamOn = (n) => n % 2;
    const sendOn = (n) => (n + 1) % 2;
    latency.push(await sendLatency(`${database}, 2 processes`, { servers, tokens, senders, world, streamOn, sendOn }));
  }
  senders.flat().forEach((person) => person.client.close());
  await Promise.all(servers.map((server) => server.stop()));
  console.table(pages);
  console.table(latency);
  return { pages, latency };
}

ensureBuild();
console.log(
  `messages: a thread of ${sizes.deep} messages, an inbox of ${sizes.inboxThreads} threads (${sizes.inboxCustomers} customers), ` +
    `${sizes.pairs} pairs (${concurrency} sends at a time, pauses up to ${pauseMs} ms); load average ${loads()}`,
);
const results = [await onDatabase('PGlite', '')];
const postgres = await freshPostgres();
if (postgres) {
  try {
    results.push(await onDatabase('PostgreSQL', postgres.url));
  } finally {
    await postgres.drop();
  }
}
console.log('messages: all runs');
console.table(results.flatMap((result) => result.pages));
console.table(results.flatMap((result) => result.latency));
console.log(`load average after: ${loads()}`);
