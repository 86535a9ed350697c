// A tiny round-robin HTTP load balancer for trying several Tovar servers on one machine (README
// "Running more than one server") and for the two-server test; in production use a real one.
//   node scripts/balance.mjs [--port 8080] http://127.0.0.1:4321 http://127.0.0.1:4322
// (or BALANCE_PORT and BALANCE_TARGETS, comma-separated). Each request goes to the next server;
// answers stream through as they come (server-sent events included); X-Forwarded-For gets the
// client's address, X-Forwarded-Proto and X-Forwarded-Host the original ones. A server that refuses
// the connection answers 502 (no retry: the request may not be safe to send twice).
import http from 'node:http';
import { pathToFileURL } from 'node:url';

// Headers of one connection, not of the message (RFC 9110 section 7.6.1): never passed on.
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

function withoutHopByHop(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.includes(name) && !named.includes(name)));
}

function forwardedHeaders(req) {
  const headers = withoutHopByHop(req.headers);
  const client = req.socket.remoteAddress ?? '';
  const before = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${before}, ${client}` : client;
  headers['x-forwarded-proto'] ??= 'http';
  if (req.headers.host) headers['x-forwarded-host'] ??= req.headers.host;
  return headers;
}

/** A balancer over `targets` (base URLs); call `listen` on the result. */
export function createBalancer(targets) {
  if (targets.length === 0) throw new Error('balance: name at least one server, e.g. http://127.0.0.1:4321');
  const bases = targets.map((target) => new URL(target));
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  return http.createServer((req, res) => {
    const base = bases[next];
    next = (next + 1) % bases.length;
    const upstream = http.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        // Server-sent events: send the head now, and every chunk as it arrives (pipe does not buffer).
        res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad gateway\n');
      else res.destroy();
    });
    // The client went away (a closed live feed): let the server know at once.
    res.on('close', () => res.writableFinished || upstream.destroy());
    req.pipe(upstream);
  });
}

function parseArgs(argv) {
  let port = Number(process.env.BALANCE_PORT ?? 8080);
  const targets = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--port') port = Number(argv[++i]);
    else targets.push(argv[i]);
  }
  if (targets.length === 0 && process.env.BALANCE_TARGETS) targets.push(...process.env.BALANCE_TARGETS.split(',').filter(Boolean));
  return { port, targets };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { port, targets } = parseArgs(process.argv.slice(2));
  const balancer = createBalancer(targets);
  balancer.listen(port, process.env.BALANCE_HOST ?? '0.0.0.0', () => {
    console.log(`Balancing on http://localhost:${port} over ${targets.join(', ')}`);
  });
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => {
      balancer.close(() => process.exit(0));
      balancer.closeAllConnections();
    });
  }
}
