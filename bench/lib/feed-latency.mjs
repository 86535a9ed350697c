// For bench/ingest: ingest-to-browser latency. A browser's realtime feed (live.feed over SSE, as the
// live map subscribes) follows one company while points are sent; each point's latency runs from the
// moment its request was sent to the moment its position arrived in the feed's stream.
import { logInToken } from './live-fleet.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The positions of one SSE `data:` line (superjson's `{ json }` envelope or bare). */
function positionsOf(data) {
  try {
    const body = JSON.parse(data);
    const value = body?.json ?? body;
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

async function readEvents(reader, onPositions) {
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const arrived = performance.now();
      for (const line of event.split('\n')) if (line.startsWith('data: ')) onPositions(positionsOf(line.slice(6)), arrived);
    }
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send(onSent)` while `email`'s feed is open; `send` calls onSent(deviceTimeMs, sentAt) for each
 * point it sends. Points of other companies never arrive (and are not counted).
 */
export async function feedLatency(url, email, send) {
  const token = await logInToken(url, email);
  const controller = new AbortController();
  const input = encodeURIComponent(JSON.stringify({ json: {} }));
  const params = encodeURIComponent(JSON.stringify({ token }));
  const response = await fetch(`${url}/api/trpc/live.feed?input=${input}&connectionParams=${params}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const sent = new Map();
  const latencies = [];
  const reading = readEvents(response.body.pipeThrough(new TextDecoderStream()).getReader(), (positions, arrived) => {
    for (const position of positions) {
      const sentAt = sent.get(Math.round(position.recordedAt));
      if (sentAt !== undefined) latencies.push(arrived - sentAt);
    }
  }).catch(() => undefined);
  // The feed publishes what is stored after its poller learned where the table ends: give it a moment.
  await pause(1_500);
  const result = await send((deviceTime, sentAt) => sent.set(deviceTime, sentAt));
  const wanted = () => [...sent.keys()].length;
  for (let waited = 0; latencies.length < wanted() && waited < 5_000; waited += 100) await pause(100);
  controller.abort();
  await reading;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    ...result,
    feedP50: percentile(sorted, 50),
    feedP95: percentile(sorted, 95),
    delivered: latencies.length / Math.max(1, wanted()),
  };
}
