// For bench/notify-latency: many tabs' bells at once. Each customer's notifications.stream is opened
// over SSE as the browser opens it (the tRPC subscription URL, the token in connectionParams); a bid's
// latency runs from just before its request was sent to the arrival of the event whose unread count
// rose on its customer's stream. bench/messages watches another count of the same events (`countOf`).

/** The state one SSE `data:` line carries (superjson's `{ json }` envelope or bare) when it has the bell's count, or null. */
function stateOf(data) {
  try {
    const body = JSON.parse(data);
    const value = body?.json ?? body;
    return typeof value?.unread === 'number' ? value : null;
  } catch {
    return null;
  }
}

async function readEvents(reader, onState) {
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const arrived = performance.now();
      for (const line of event.split('\n')) {
        const state = line.startsWith('data: ') ? stateOf(line.slice(6)) : null;
        if (state !== null) onState(state, arrived);
      }
    }
  }
}

/** Opens `token`'s bell on `url`; resolves once its first count arrived (or rejects after `timeoutMs`). */
export async function openBell(url, token, timeoutMs = 30_000) {
  const controller = new AbortController();
  const params = encodeURIComponent(JSON.stringify({ token }));
  const response = await fetch(`${url}/api/trpc/notifications.stream?connectionParams=${params}`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok) throw new Error(`stream answered ${response.status}`);
  let counted;
  const firstCount = new Promise((resolve) => (counted = resolve));
  const bell = { unread: null, state: null, waiting: null, close: () => controller.abort() };
  bell.reading = readEvents(response.body.pipeThrough(new TextDecoderStream()).getReader(), (state, arrived) => {
    bell.state = state;
    bell.unread = state.unread;
    counted();
    const waiting = bell.waiting;
    if (waiting && waiting.countOf(state) > waiting.above) {
      bell.waiting = null;
      waiting.resolve(arrived - waiting.sentAt);
    }
  }).catch(() => undefined);
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  await Promise.race([firstCount, bell.reading]);
  clearTimeout(timer);
  if (bell.unread === null) throw new Error('stream sent no count');
  return bell;
}

/**
 * Call just before the request that should raise `bell`'s count (the bell's unread, or what `countOf`
 * reads of each event's state): resolves with the milliseconds from now to the event whose count
 * rose, or null when none came within `timeoutMs`.
 */
export function riseOf(bell, timeoutMs = 10_000, countOf = (state) => state.unread) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      bell.waiting = null;
      resolve(null);
    }, timeoutMs);
    bell.waiting = {
      countOf,
      above: countOf(bell.state),
      sentAt: performance.now(),
      resolve: (ms) => (clearTimeout(timer), resolve(ms)),
    };
  });
}
