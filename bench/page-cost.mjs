// The cost of one page request (issue 25): the server process's CPU time per request (from
// /proc/<pid>/stat before and after each round, divided by the requests it answered) for the pages a
// visitor loads, rendered by the server per request, in English and Serbian Cyrillic, as Chromium
// asks for them (its Accept-Encoding). Each page is asked for WARM_UP_SECONDS (2) first, so that a
// page compressed once at the best level (page-compression.ts) is measured as it is served
// after its first visits. Also the bytes sent for each. On PGlite with the demo data; the pages
// query nothing. Prints figures; never fails. Quick check: ROUNDS=1 SECONDS_PER_ROUND=2.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuSeconds, ensureBuild, median, startTovar } from './lib/servers.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS_PER_ROUND ?? 3);
const warmUpSeconds = Number(process.env.WARM_UP_SECONDS ?? 2);
const connections = Number(process.env.CONNECTIONS ?? 4);
const acceptEncoding = process.env.ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
/** The last with a query: never kept compressed (page-compression.ts), it is compressed per request. */
const pages = ['/home/user/log-in', '/platform/user', '/platform/transporter/transports', '/platform/transporter/transports?sort=newest'];
const languages = ['en', 'sr-Cyrl'];

ensureBuild();
console.log(
  `page-cost: ${rounds} rounds × ${seconds} s per page after ${warmUpSeconds} s of warm-up, ${connections} connections; medians. ` +
    `Load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; Accept-Encoding: ${acceptEncoding}`,
);
const server = await startTovar();
await new Promise((resolve) => setTimeout(resolve, 3000));
const rows = [];
for (const path of pages) {
  for (const lang of languages) {
    const options = {
      url: `${server.url}${path}`,
      connections,
      headers: { cookie: `tovar-language=${lang}`, 'accept-encoding': acceptEncoding },
    };
    await autocannon({ ...options, duration: warmUpSeconds });
    const cpu = [];
    const rates = [];
    let errors = 0;
    let bytesPerRequest = 0;
    for (let round = 0; round < rounds; round++) {
      const before = cpuSeconds(server.pid);
      const result = await autocannon({ ...options, duration: seconds });
      const answered = result.requests.total || 1;
      cpu.push(((cpuSeconds(server.pid) - before) * 1e6) / answered);
      rates.push(result.requests.average);
      errors += result.errors + result.non2xx;
      bytesPerRequest = Math.round(result.throughput.total / answered);
    }
    rows.push({
      page: path,
      lang,
      'req/s': Math.round(median(rates)),
      'CPU µs/req': Math.round(median(cpu)),
      'CPU runs': cpu.map((value) => Math.round(value)).join(', '),
      'bytes/answer': bytesPerRequest,
      errors,
    });
  }
}
await server.stop();
console.table(rows);
console.log(
  `Load average at end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
