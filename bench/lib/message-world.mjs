// For bench/messages: the people, loads, threads and messages it measures, seeded straight into the
// database with SQL (the demo's password, demo1234, on every account): one thread of `deep` messages
// (customer and company taking turns, one a second, the last three days ago), one transport company
// with `inboxThreads` threads on as many loads of `inboxCustomers` customers (1 to 4 messages each,
// all written since: the long thread's newest page lies below them all in the messages' ids, as a
// long conversation that went quiet does), and `pairs` customers each with a load and an empty thread
// with a company of its own. Messages are numbered in the order of their times. Each thread's summary
// is what sending would have left: the latest message, each side having read up to its own latest,
// the other side's later messages unread; and what the hourly reminder would have left: each side
// mailed up to the latest (else the server's first scan mails thousands of threads at once, a
// burst in the middle of the timings that the seeding made, not the load).
import { openRawDb } from './raw-db.mjs';

export const deepCustomerEmail = 'deep-customer@bench.example';
export const inboxCompanyEmail = 'inbox-company@bench.example';
export const pairCustomerEmail = (n) => `pair-customer-${n}@bench.example`;
export const pairCompanyEmail = (n) => `pair-company-${n}@bench.example`;

const deepCompanyEmail = 'deep-company@bench.example';
const title = 'Bench thread load';

function seedStatements({ deep, inboxThreads, inboxCustomers, pairs }) {
  const side = (odd) => `case when ${odd} then 'customer' else 'company' end`;
  return [
    `insert into users (name, email, password_hash, account_type, email_confirmed_at)
       select v.name, v.email, (select password_hash from users where email = 'ana@tovar.example'), v.kind::account_type, now()
       from (select 'Deep customer', '${deepCustomerEmail}', 'USER' union all select 'Deep carrier', '${deepCompanyEmail}', 'TRANSPORT_COMPANY'
         union all select 'Inbox carrier', '${inboxCompanyEmail}', 'TRANSPORT_COMPANY'
         union all select 'Inbox customer ' || g, 'inbox-customer-' || g || '@bench.example', 'USER' from generate_series(1, ${inboxCustomers}) g
         union all select 'Pair customer ' || g, 'pair-customer-' || g || '@bench.example', 'USER' from generate_series(1, ${pairs}) g
         union all select 'Pair carrier ' || g, 'pair-company-' || g || '@bench.example', 'TRANSPORT_COMPANY' from generate_series(1, ${pairs}) g
       ) as v(name, email, kind)`,
    `insert into companies (owner_id, company_id, name, address, phone, contact_person, email)
       select id, 'MSG-' || id, name, 'Bench street 1', '+000', name, email from users
       where email like '%@bench.example' and account_type = 'TRANSPORT_COMPANY'`,
    `create temporary table bench_customers as
       select row_number() over (order by id) - 1 as n, id, email from users where email like 'inbox-customer-%@bench.example'
       union all select -1, id, email from users where email = '${deepCustomerEmail}' or email like 'pair-customer-%@bench.example'`,
    // One load each for the deep and pair customers (n = -1), the inbox's loads spread over the rest.
    `insert into transports (owner_id, title, delivery_type, loading_address, loading_date, delivery_address, delivery_date, status)
       select c.id, '${title} ' || g, 'PRIVATE'::delivery_type, 'Sarajevo', current_date + 7, 'Beograd', current_date + 9, 'OPEN'::transport_status
       from generate_series(1, ${inboxThreads}) g join bench_customers c on c.n = g % ${inboxCustomers}
       union all select id, '${title} of ' || email, 'PRIVATE', 'Mostar', current_date + 7, 'Split', current_date + 8, 'OPEN'
       from bench_customers where n = -1`,
    `insert into message_threads (transport_id, customer_id, company_id, title)
       select t.id, t.owner_id, k.id, t.title from transports t join bench_customers c on c.id = t.owner_id
       join companies k on k.email = case when c.email = '${deepCustomerEmail}' then '${deepCompanyEmail}'
         when c.n >= 0 then '${inboxCompanyEmail}' else replace(c.email, 'pair-customer-', 'pair-company-') end`,
    `insert into messages (thread_id, author_id, side, kind, body, created_at)
       select t.id, case when g % 2 = 1 then t.customer_id else k.owner_id end, ${side('g % 2 = 1')}, 'text',
         'Message ' || g || ': does the load still go on the seventh, and may we come an hour early?',
         now() - interval '3 days' - make_interval(secs => ${deep} - g)
       from message_threads t join companies k on k.id = t.company_id cross join generate_series(1, ${deep}) g
       where k.email = '${deepCompanyEmail}' order by g`,
    `insert into messages (thread_id, author_id, side, kind, body, created_at)
       select t.id, case when m % 2 = 1 then t.customer_id else k.owner_id end, ${side('m % 2 = 1')}, 'text',
         'Question ' || m || ' about ' || t.title, now() - make_interval(secs => (t.n * 7919) % 250000 + (5 - m) * 90) as at
       from (select *, row_number() over (order by id) as n from message_threads) t join companies k on k.id = t.company_id
       cross join generate_series(1, 4) m
       where k.email = '${inboxCompanyEmail}' and m <= 1 + t.n % 4 order by at`,
    `update message_threads t set last_message_id = s.last_id, last_message_at = s.last_at,
         customer_read_id = s.customer_last, company_read_id = s.company_last, customer_mailed_id = s.last_id, company_mailed_id = s.last_id
       from (select thread_id, max(id) as last_id, max(created_at) as last_at,
           coalesce(max(id) filter (where side = 'customer'), 0) as customer_last,
           coalesce(max(id) filter (where side = 'company'), 0) as company_last
         from messages group by thread_id) s
       where s.thread_id = t.id and t.title like '${title} %'`,
    `update message_threads t set
         customer_unread = (select count(*) from messages m where m.thread_id = t.id and m.side = 'company' and m.id > t.customer_read_id),
         company_unread = (select count(*) from messages m where m.thread_id = t.id and m.side = 'customer' and m.id > t.company_read_id)
       where t.title like '${title} %'`,
    'analyze',
  ];
}

const deepThreadSql = `select t.id from message_threads t join companies k on k.id = t.company_id where k.email = '${deepCompanyEmail}'`;
const nthMessageSql = `select id::text as message_id from messages where thread_id = $1 order by id offset $2 limit 1`;
// The cursor the inbox hands out after its `n`-th thread (keyset.ts: base64url JSON of [time, id]).
const nthThreadSql = `select last_message_at::text as time, id from message_threads
  where company_id = (select id from companies where email = '${inboxCompanyEmail}') and last_message_id is not null
  order by last_message_at desc, id desc offset $1 limit 1`;
const pairThreadsSql = `select u.email, t.id from message_threads t join users u on u.id = t.customer_id where u.email like 'pair-customer-%'`;

/**
 * Seeds the world (the demo must be there: its password is copied) and answers what the bench asks
 * by: the deep thread's id and the ids of its messages at `positions` (1-based), the inbox's cursor
 * after thread `inboxDepth`, and each pair's thread id by pair number.
 */
export async function seedMessageWorld(databaseUrl, dataDir, sizes, { positions, inboxDepth }) {
  const db = await openRawDb(databaseUrl, dataDir);
  try {
    for (const statement of seedStatements(sizes)) await db.exec(statement);
    const [deep] = await db.rows(deepThreadSql);
    const before = [];
    for (const position of positions) before.push(Number((await db.rows(nthMessageSql, [deep.id, position - 1]))[0].message_id));
    const [row] = await db.rows(nthThreadSql, [inboxDepth - 1]);
    const pairThreads = {};
    for (const { email, id } of await db.rows(pairThreadsSql)) pairThreads[Number(email.match(/^pair-customer-(\d+)@/)[1])] = id;
    const inboxCursor = Buffer.from(JSON.stringify([row.time, row.id])).toString('base64url');
    return { deepThreadId: deep.id, before, inboxCursor, pairThreads };
  } finally {
    await db.close();
  }
}
