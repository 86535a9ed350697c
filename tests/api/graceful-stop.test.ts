/**
 * The drain both servers stop with (src/server/http/graceful-stop.ts), on a real node:http server
 * made as the main one is: requests already sent when the stop begins, even ones the busy process
 * has not read yet, are answered in full with `Connection: close`; quiet connections close after
 * the grace; whatever hangs is cut at `drainMs`; a connection after the stop is refused. The
 * trackers' port drains the same way (issue 22: 19 of 20 tracker GETs sent just before a SIGTERM
 * were reset).
 */
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { watchForGracefulStop, type DrainTimes } from '@/server/http/graceful-stop';
import { createHttpServer } from '@/server/http/timeouts';
import { startTrackerServer } from '@/server/tracking/tracker-server';
import { useTestDatabase } from './helpers/database';
import { promptlyMs } from './helpers/promptly';
import { trackedVehicle, unixAgo } from './helpers/trackers';

const db = useTestDatabase();

interface Client {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}

const opened: net.Socket[] = [];
afterEach(() => opened.splice(0).forEach((socket) => socket.destroy()));

async function startServer(handler: http.RequestListener) {
  const server = createHttpServer(handler);
  const stop = watchForGracefulStop(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, stop: (times?: Partial<DrainTimes>) => stop(times) };
}

function connect(port: number): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    opened.push(socket);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`;

/** Blocks this process, as a busy server is: bytes sent meanwhile wait unread in the kernel. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const answer: http.RequestListener = (req, res) => {
  const body = `answer to ${req.url}`;
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) });
  res.end(body);
};

describe('a graceful stop', () => {
  it('answers every request sent on open keep-alive connections 0–150 ms before it, then closes', async () => {
    const { port, stop } = await startServer(answer);
    const clients = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    // Each connection has served a request already: a keep-alive connection as a tracker holds it.
    clients.forEach((client, i) => client.socket.write(get(`/warm-${i}`)));
    await until(() => clients.every((client, i) => client.received().endsWith(`answer to /warm-${i}`)));
    const sentBefore = clients.map((client) => client.received().length);

    // 16 requests 150 ms to 30 ms before the stop while the server is busy, 4 in the stop's own tick.
    clients.forEach((client, i) => {
      client.socket.write(get(`/late-${i}`));
      if (i < 16) busyFor(i === 15 ? 30 : 8);
    });
    const stopped = stop();

    await Promise.all(clients.map((client) => client.closed));
    clients.forEach((client, i) => {
      const late = client.received().slice(sentBefore[i]);
      expect(late).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(late).toMatch(/\r\nConnection: close\r\n/i);
      expect(late.endsWith(`\r\n\r\nanswer to /late-${i}`)).toBe(true);
    });
    await stopped;
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve('connected'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('lets a request in progress finish, with Connection: close on its answer', async () => {
    const { port, stop } = await startServer((req, res) => void setTimeout(() => answer(req, res), 300));
    const client = await connect(port);
    client.socket.write(get('/slow'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close\r\n[\s\S]*answer to \/slow$/i);
  });

  it('closes a connection that sends nothing within the grace, without an answer', async () => {
    const { port, stop } = await startServer(answer);
    const client = await connect(port);
    const started = Date.now();
    await stop({ graceMs: 100 });
    await client.closed;
    expect(client.received()).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(Date.now() - started).toBeLessThan(promptlyMs);
  });

  it('cuts a request that never finishes at drainMs', async () => {
    const { port, stop } = await startServer(() => undefined);
    const client = await connect(port);
    client.socket.write(get('/never'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await stop({ drainMs: 300 });
    await client.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers tracker GETs sent just before the tracker port stops', async () => {
    const { trackerId } = await trackedVehicle(db());
    const trackers = await startTrackerServer(0, '127.0.0.1', async () => db());
    const clients = await Promise.all(Array.from({ length: 20 }, () => connect(trackers.port)));
    const point = (i: number) => `/?id=${trackerId}&lat=43.85&lon=18.41&timestamp=${unixAgo(100 - i)}`;
    clients.forEach((client, i) => {
      client.socket.write(get(point(i)));
      busyFor(i < 16 ? 8 : 0);
    });
    const stopped = trackers.close();
    await Promise.all(clients.map((client) => client.closed));
    for (const client of clients) expect(client.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Connection: close\r\n/i);
    await stopped;
  });
});
