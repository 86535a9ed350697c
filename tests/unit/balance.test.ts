/**
 * scripts/balance.mjs as the README runs it, in front of two small servers of the test's own: each
 * request goes to the next server, X-Forwarded-For names the client, a stream of server-sent events
 * comes through as it is written (and the server hears when the client leaves), and a server that is
 * down answers 502.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Seen {
  server: string;
  forwardedFor: string | undefined;
  forwardedHost: string | undefined;
}

const seen: Seen[] = [];
let streamClosed = false;

function upstream(name: string): http.Server {
  return http.createServer((req, res) => {
    seen.push({
      server: name,
      forwardedFor: req.headers['x-forwarded-for'] as string,
      forwardedHost: req.headers['x-forwarded-host'] as string,
    });
    if (req.url === '/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
      res.write('data: first\n\n');
      req.on('close', () => (streamClosed = true));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end(name);
  });
}

const listening = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const servers = [upstream('a'), upstream('b')];
let balancer: ChildProcess;
let base = '';

async function startBalancer(targets: string[]): Promise<{ child: ChildProcess; base: string }> {
  const probe = http.createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, ['scripts/balance.mjs', '--port', String(port), ...targets], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Balancing on') && resolve());
    child.once('exit', (code) => reject(new Error(`balancer exited with ${code}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  const ports = await Promise.all(servers.map(listening));
  ({ child: balancer, base } = await startBalancer(ports.map((port) => `http://127.0.0.1:${port}`)));
});

afterAll(async () => {
  balancer.kill('SIGTERM');
  await Promise.all(servers.map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))));
});

describe('scripts/balance.mjs', () => {
  it('sends each request to the next server, naming the client in X-Forwarded-For', async () => {
    seen.length = 0;
    const answers: string[] = [];
    for (let i = 0; i < 4; i++)
      answers.push(await (await fetch(`${base}/hello`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).text());
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect(seen.map((request) => request.forwardedFor)).toEqual(Array(4).fill('203.0.113.7, 127.0.0.1'));
    expect(seen[0]?.forwardedHost).toBe(new URL(base).host);
  });

  it('passes server-sent events through as they are written, and closes the stream when the client leaves', async () => {
    streamClosed = false;
    const controller = new AbortController();
    const response = await fetch(`${base}/events`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    // The first event arrives while the server still holds the stream open.
    while (!text.includes('data: first')) text += (await reader.read()).value ?? '';
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(() => streamClosed).toBe(true);
  });

  it('answers 502 for a server that is down', async () => {
    const down = http.createServer();
    const port = await listening(down);
    await new Promise((resolve) => down.close(resolve));
    const lone = await startBalancer([`http://127.0.0.1:${port}`]);
    try {
      expect((await fetch(`${lone.base}/`)).status).toBe(502);
    } finally {
      lone.child.kill('SIGTERM');
    }
  });
});
