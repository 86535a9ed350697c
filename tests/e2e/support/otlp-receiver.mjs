// A real OTLP/HTTP receiver for the tests: it decodes every JSON export it gets and answers with the
// statuses a test asked for. Started by playwright.config.ts on OTLP_RECEIVER_PORT (and by the API
// test of the server's export, tests/api/helpers/otlp.ts).
//   POST /v1/logs              an export (CORS as a collector answers it, preflight included)
//   POST /v1/traces            a span export (the server's), always answered 200
//   POST /control/answer       {"marker": "...", "status": 503}: exports holding the marker get it
//   GET  /control/exports?marker=...   the decoded exports holding the marker, in arrival order
//   GET  /control/spans        every decoded span, in arrival order
import { createServer } from 'node:http';

const port = Number(process.env.OTLP_RECEIVER_PORT ?? 5399);
const exports = [];
const spans = [];
const answers = new Map();

function cors(req) {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'content-type',
  };
}

const value = (v) => v?.stringValue ?? v?.intValue ?? v?.doubleValue ?? v?.boolValue;
const attributes = (list) => Object.fromEntries((list ?? []).map((a) => [a.key, value(a.value)]));

/** Every span of an OTLP JSON trace export, flattened with its resource's attributes. */
function decodeSpans(body) {
  return (body.resourceSpans ?? []).flatMap((resourceSpan) =>
    (resourceSpan.scopeSpans ?? []).flatMap((scopeSpan) =>
      (scopeSpan.spans ?? []).map((span) => ({
        resource: attributes(resourceSpan.resource?.attributes),
        name: span.name,
        kind: span.kind,
        traceId: span.traceId,
        spanId: span.spanId,
        durationMs: (Number(span.endTimeUnixNano) - Number(span.startTimeUnixNano)) / 1e6,
        status: span.status?.code ?? 0,
        attributes: attributes(span.attributes),
      })),
    ),
  );
}

/** Every log record of an OTLP JSON export, flattened with its resource's attributes. */
function decode(body) {
  return (body.resourceLogs ?? []).flatMap((resourceLog) =>
    (resourceLog.scopeLogs ?? []).flatMap((scopeLog) =>
      (scopeLog.logRecords ?? []).map((record) => ({
        resource: attributes(resourceLog.resource?.attributes),
        severityText: record.severityText,
        body: value(record.body),
        attributes: attributes(record.attributes),
        traceId: record.traceId,
      })),
    ),
  );
}

function reply(res, status, headers, body = '') {
  res.writeHead(status, headers);
  res.end(body);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://receiver');
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    if (req.method === 'OPTIONS') return reply(res, 204, cors(req));
    if (req.method === 'POST' && url.pathname === '/v1/logs') {
      let records;
      try {
        records = decode(JSON.parse(text));
      } catch {
        return reply(res, 400, cors(req));
      }
      const marker = [...answers.keys()].find((m) => records.some((r) => String(r.body).includes(m)));
      const status = marker ? answers.get(marker) : 200;
      exports.push({ at: Date.now(), status, headers: req.headers, records });
      return reply(res, status, { ...cors(req), 'Content-Type': 'application/json' }, '{}');
    }
    if (req.method === 'POST' && url.pathname === '/v1/traces') {
      try {
        spans.push(...decodeSpans(JSON.parse(text)));
      } catch {
        return reply(res, 400, {});
      }
      return reply(res, 200, { 'Content-Type': 'application/json' }, '{}');
    }
    if (url.pathname === '/control/spans') return reply(res, 200, { 'Content-Type': 'application/json' }, JSON.stringify(spans));
    if (req.method === 'POST' && url.pathname === '/control/answer') {
      const { marker, status } = JSON.parse(text);
      answers.set(marker, status);
      return reply(res, 204, {});
    }
    if (req.method === 'GET' && url.pathname === '/control/exports') {
      const marker = url.searchParams.get('marker') ?? '';
      const found = exports.filter((e) => e.records.some((r) => String(r.body).includes(marker)));
      return reply(res, 200, { 'Content-Type': 'application/json' }, JSON.stringify(found));
    }
    if (url.pathname === '/control/health') return reply(res, 200, {}, 'ok');
    return reply(res, 404, {});
  });
}).listen(port, '127.0.0.1');
