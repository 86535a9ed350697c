/**
 * Slow clients over raw sockets against the server as production creates it (timeouts.ts), with
 * short time-outs instead of production's: a head sent a byte at a time, a body that trickles, a
 * body that stops. Requests from everyone else keep being answered meanwhile, and the slow one is
 * cut by the server. A slow but steady sender is not cut, and production's time-outs leave room
 * for the largest upload on a slow link.
 */
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadLimits } from '@/lib/uploads';
import { createApiHandler } from '@/server/http/api';
import { createRequestHandler } from '@/server/http/request-handler';
import { createHttpServer, serverTimeouts, type ServerTimeouts } from '@/server/http/timeouts';
import { testDatabaseKind, useTestDatabase } from './helpers/database';

const db = useTestDatabase();
let server: http.Server | undefined;

async function startServer(timeouts: Partial<ServerTimeouts>): Promise<number> {
  const handler = createRequestHandler({
    api: createApiHandler(async () => db()),
    staticFiles: () => false,
    pages: (_req, res) => void res.writeHead(404).end(),
    trustProxy: false,
  });
  server = createHttpServer((req, res) => void handler(req, res), { ...serverTimeouts, checkEveryMs: 50, ...timeouts });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

interface Dribble {
  /** What the server answered before it closed the connection. */
  answer: string;
  /** Whether the server closed it while the client still had bytes to send. */
  cutEarly: boolean;
}

/**
 * Sends `first` once connected, then `rest` in `step`-byte pieces every `everyMs`; resolves when the
 * server closes the connection. The pieces start only after `first`: a tick that came before the
 * connection (a busy event loop) would queue a piece ahead of the head, and the server would answer
 * the malformed request 400 instead of timing it out.
 */
function dribble(port: number, first: string, rest: string, step: number, everyMs: number): Promise<Dribble> {
  return new Promise((resolve) => {
    let sent = 0;
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(first);
      timer = setInterval(() => {
        if (sent >= rest.length) return clearInterval(timer);
        socket.write(rest.slice(sent, sent + step));
        sent += step;
      }, everyMs);
    });
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, cutEarly: sent < rest.length });
    });
  });
}

/** Ordinary requests, one after another, while `slow` is in progress: every one is answered. */
async function othersAnswered(port: number, slow: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  void slow.finally(() => (done = true));
  while (!done || statuses.length < 3) statuses.push((await fetch(`http://127.0.0.1:${port}/api/health`)).status);
  return statuses;
}

describe(`slow clients on ${testDatabaseKind}`, () => {
  it('cuts a head sent a byte at a time (408) while other requests are answered', async () => {
    const port = await startServer({ headersMs: 400 });
    const head = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(2_000)}\r\n\r\n`;
    const slow = dribble(port, '', head, 1, 10);
    const statuses = await othersAnswered(port, slow);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const { answer, cutEarly } = await slow;
    expect(cutEarly).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a body that trickles past the request time-out while other requests are answered', async () => {
    const port = await startServer({ headersMs: 400, requestMs: 800 });
    const head = `POST /api/trpc/auth.login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`;
    const slow = dribble(port, head, ' '.repeat(5_000), 1, 10);
    const statuses = await othersAnswered(port, slow);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const { answer, cutEarly } = await slow;
    expect(cutEarly).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a connection whose body stopped, by the idle time-out', async () => {
    const port = await startServer({ idleMs: 400 });
    const head = `POST /api/trpc/auth.login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`;
    const stopped = dribble(port, head + '{"json":', '', 1, 1_000);
    const statuses = await othersAnswered(port, stopped);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await stopped).answer).not.toMatch(/^HTTP\/1\.1 2/);
  });

  it('lets a slow but steady sender finish: its whole body is read and answered', async () => {
    const port = await startServer({ idleMs: 400, requestMs: 30_000 });
    // Input that fails its schema: answered (400) as soon as the body is in, without a password hash to compute.
    const body = `{"json":{}}${' '.repeat(400)}`;
    const head = `POST /api/trpc/auth.login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const { answer, cutEarly } = await dribble(port, head, body, 8, 40);
    expect(cutEarly).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('validation:invalidInput');
  });

  it("production's time-outs leave room for the largest upload on a 256 kbit/s link, and for the live feed's pings", () => {
    const largestUploadMs = ((uploadLimits.pdfBytes * 8) / 256_000) * 1_000;
    expect(serverTimeouts.requestMs).toBeGreaterThan(largestUploadMs * 1.5);
    expect(serverTimeouts.idleMs).toBeGreaterThan(15_000 * 2);
    expect(serverTimeouts.headersMs).toBeLessThanOrEqual(30_000);
    // Past a load balancer's usual 60 s idle time-out, and not cut short by the idle time-out.
    expect(serverTimeouts.keepAliveMs).toBeGreaterThan(60_000);
    expect(serverTimeouts.idleMs).toBeGreaterThan(serverTimeouts.keepAliveMs);
  });

  it('keeps an idle kept-alive connection open for keepAliveMs, then closes it', async () => {
    const port = await startServer({ keepAliveMs: 800 });
    const socket = net.connect(port, '127.0.0.1');
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    const answered = new Promise<number>((resolve) => socket.once('data', () => resolve(performance.now())));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answeredAt = await answered;
    const quietMs = (await closed) - answeredAt;
    expect(quietMs).toBeGreaterThan(700);
    expect(quietMs).toBeLessThan(3_000);
  });
});
