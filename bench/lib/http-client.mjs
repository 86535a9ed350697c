// For bench/api-load and bench/crash: tRPC calls and tracker posts over node:http, each client on its
// own keep-alive connection from a loopback address of its own (127.x.y.z). The server keys its
// per-IP limits (100 log-ins / 15 min, 10 mails / hour) on the peer address, so many clients that
// each log in once, or sign up once, count as the many people they stand for, not as one guesser.
import http from 'node:http';
import superjson from 'superjson';

/** The n-th loopback address past 127.0.0.1 (127.0.0.2, …, 127.0.1.0, …): one per client. */
export function loopbackAddress(n) {
  const k = n + 2;
  return `127.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

/** A failed call: `status` is the HTTP status (0 when the connection failed), `message` the server's. */
export class CallError extends Error {
  constructor(status, message) {
    super(`${status}: ${message}`);
    this.status = status;
  }
}

/** One client: a keep-alive connection from its own address to one server, and the bearer token once logged in. */
export function createClient(baseUrl, n, { timeoutMs = 30_000 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAddress(n) });
  let token = null;

  function send(method, path, body) {
    return new Promise((resolve, reject) => {
      const headers = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const request = http.request({ hostname, port, path, method, headers, agent, timeout: timeoutMs }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => reject(new CallError(0, error.message)));
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => reject(new CallError(0, error.message)));
      request.end(body);
    });
  }

  async function trpc(method, procedure, input) {
    const serialized = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
    const path =
      method === 'GET' && serialized ? `/api/trpc/${procedure}?input=${encodeURIComponent(serialized)}` : `/api/trpc/${procedure}`;
    const { status, text } = await send(method, path, method === 'GET' ? undefined : (serialized ?? '{}'));
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new CallError(status, text.slice(0, 120));
    }
    if (status !== 200 || !parsed.result) throw new CallError(status, parsed.error?.json?.message ?? text.slice(0, 120));
    return superjson.deserialize(parsed.result.data);
  }

  return {
    query: (procedure, input) => trpc('GET', procedure, input),
    mutate: (procedure, input) => trpc('POST', procedure, input),
    /** Logs in and keeps the token for every later call; throws unless the log-in succeeded. */
    async logIn(email, password = 'demo1234') {
      const result = await trpc('POST', 'auth.login', { email, password });
      if (!result.success) throw new CallError(200, `log-in of ${email}: ${result.error.details}`);
      token = result.token;
      return result;
    },
    /** One OsmAnd report (as Traccar Client sends it); resolves once the server answered 200. */
    async position(trackerId, at, lat = 44.5, lon = 18.4) {
      const { status, text } = await send(
        'GET',
        `/api/osmand?id=${encodeURIComponent(trackerId)}&timestamp=${at}&lat=${lat}&lon=${lon}&speed=40`,
      );
      if (status !== 200) throw new CallError(status, text.trim());
    },
    close: () => agent.destroy(),
  };
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]);

/** Latencies (ms) and errors of many calls: `time(fn, kind)` runs one and records it, overall and under its kind. */
export function createRecorder() {
  const latencies = [];
  const byKind = new Map();
  const errors = new Map();
  return {
    async time(fn, kind = 'request') {
      const started = performance.now();
      try {
        await fn();
        const ms = performance.now() - started;
        latencies.push(ms);
        if (!byKind.has(kind)) byKind.set(kind, []);
        byKind.get(kind).push(ms);
      } catch (error) {
        const key = error instanceof CallError ? error.message.slice(0, 100) : String(error).slice(0, 100);
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    },
    summary(seconds) {
      const sorted = latencies.sort((a, b) => a - b);
      const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
      const p99ByKind = Object.fromEntries(
        [...byKind].map(([kind, values]) => [
          kind,
          percentile(
            values.sort((a, b) => a - b),
            99,
          ),
        ]),
      );
      return {
        rps: (sorted.length + errorCount) / seconds,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        p99ByKind,
        errors: errorCount,
        kinds: errors,
      };
    },
  };
}
