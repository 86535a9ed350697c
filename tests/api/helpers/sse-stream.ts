/**
 * A subscription read over real SSE for as long as it streams, as the browser's EventSource opens it
 * (input and token in the URL, the token as a connection param): event by event, and when it ended;
 * or only its first event (firstEventOf, for the fuzz).
 */
import type { Db } from '@/server/db/client';
import { trpcEndpoint } from './http';

export interface SseEvent {
  /** `connected`, `serialized-error`, or '' for a data event. */
  event: string;
  id?: string;
  data: string;
}

export interface SseStream {
  /** The answer's HTTP status. */
  status: number;
  /** The next event, or null once the stream has ended. */
  next(): Promise<SseEvent | null>;
  /** Reads until an event matches; fails when the stream ends first. */
  until(matches: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** When the stream ended (Date.now()), once it has. */
  endedAt: number | null;
  close(): Promise<void>;
}

function parse(block: string): SseEvent | null {
  const event: SseEvent = { event: '', data: '' };
  for (const line of block.split('\n')) {
    const [, field, value = ''] = line.match(/^([a-z]+): ?(.*)$/) ?? [];
    if (field === 'event') event.event = value;
    if (field === 'id') event.id = value;
    if (field === 'data') event.data += value;
  }
  return event.event || event.data ? event : null; // a comment alone is no event
}

/** Where a subscription is opened: in-process from `ip`, or at `server` (a listening server's address) over HTTP. */
export interface OpenAt {
  server?: string;
  ip?: string;
}

export async function openSubscription(
  db: Db,
  path: string,
  input: unknown,
  token: string,
  { server, ip }: OpenAt = {},
): Promise<SseStream> {
  const controller = new AbortController();
  const query = `input=${encodeURIComponent(JSON.stringify({ json: input }))}&connectionParams=${encodeURIComponent(JSON.stringify({ token }))}`;
  const init = { headers: { accept: 'text/event-stream' }, signal: controller.signal };
  const response = server ? await fetch(`${server}/api/trpc/${path}?${query}`, init) : await trpcEndpoint(db, ip)(`${path}?${query}`, init);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const stream: SseStream = {
    status: response.status,
    endedAt: null,
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const event = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) return event;
          continue;
        }
        if (stream.endedAt !== null) return null;
        const chunk = await reader.read();
        if (chunk.done) stream.endedAt = Date.now();
        else buffer += chunk.value;
      }
    },
    async until(matches) {
      for (;;) {
        const event = await stream.next();
        if (!event) throw new Error(`${path}: the stream ended first`);
        if (matches(event)) return event;
      }
    },
    async close() {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    },
  };
  return stream;
}

export type FirstEvent = { kind: 'data' } | { kind: 'error'; httpStatus: number; message: string } | { kind: 'quiet' };

interface ErrorEventData {
  json: { message: string; data: { httpStatus: number } };
}

/** The first event after `connected`, or `quiet` when none came within `quietMs` (a stream waiting for news); then closes it. */
export async function firstEventOf(db: Db, ip: string, path: string, input: unknown, token: string, quietMs = 150): Promise<FirstEvent> {
  const stream = await openSubscription(db, path, input, token, { ip });
  const quiet = new Promise<'quiet'>((settle) => setTimeout(() => settle('quiet'), quietMs));
  try {
    const first = stream.until(({ event }) => event !== 'connected' && event !== 'ping').catch(() => null);
    const event = await Promise.race([first, quiet]);
    if (event === 'quiet') return { kind: 'quiet' };
    if (!event) return { kind: 'error', httpStatus: stream.status, message: 'ended without an event' };
    if (event.event !== 'serialized-error') return { kind: 'data' };
    const { json } = JSON.parse(event.data) as ErrorEventData;
    return { kind: 'error', httpStatus: json.data.httpStatus, message: json.message };
  } finally {
    await stream.close();
  }
}
