/**
 * The push service worker (public/sw.js): served as JavaScript, never cached for long, under its own
 * strict policy; a push shows its title, body and tag; a click opens only paths of our own origin.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticFiles } from '@/server/http/static-files';
import { contentSecurityDirectives, serviceWorkerContentSecurityPolicy } from '@/server/http/content-security';

const script = fs.readFileSync(path.resolve('public/sw.js'), 'utf8');
let server: http.Server;
let base: string;

beforeAll(async () => {
  const serve = createStaticFiles(path.resolve('public'), path.resolve('public/none.json'));
  server = http.createServer((req, res) => {
    if (!serve(req, res, new URL(req.url ?? '/', 'http://x').pathname)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Listener = (event: Record<string, unknown>) => void;

/** Runs sw.js with a stand-in `self` at https://tovar.example; returns its listeners and the calls it made. */
function runWorker(windows: { url: string; focus: () => Promise<void> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn((..._args: unknown[]) => Promise.resolve());
  const openWindow = vi.fn((..._args: unknown[]) => Promise.resolve(null));
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification },
    location: { origin: 'https://tovar.example' },
    clients: { matchAll: () => Promise.resolve(windows), openWindow },
  };
  vm.runInNewContext(script, { self, URL });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { dispatch, showNotification, openWindow };
}

function click(path: unknown) {
  return { notification: { data: { path }, close: () => undefined } };
}

describe('the push service worker', () => {
  it('is served as JavaScript with no-cache and a policy that lets it fetch nothing; pages may register it', async () => {
    const response = await fetch(`${base}/sw.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(serviceWorkerContentSecurityPolicy);
    expect(contentSecurityDirectives()).toContain("worker-src 'self' blob:");
  });

  it('shows a push as a notification with its title, body and tag', async () => {
    const worker = runWorker();
    const payload = { title: 'Bids on my transports', body: 'New bid', path: '/platform/user?transport=1', tag: 'abc' };
    await worker.dispatch('push', { data: { json: () => payload } });
    expect(worker.showNotification).toHaveBeenCalledWith(
      'Bids on my transports',
      expect.objectContaining({ body: 'New bid', tag: 'abc', data: { path: '/platform/user?transport=1' } }),
    );
  });

  it('opens the path on our origin, focuses a tab already there, and never opens another site', async () => {
    const focus = vi.fn(() => Promise.resolve());
    const worker = runWorker([{ url: 'https://tovar.example/platform/jobs?job=1', focus }]);
    await worker.dispatch('notificationclick', click('/platform/user?transport=1'));
    expect(worker.openWindow).toHaveBeenLastCalledWith('https://tovar.example/platform/user?transport=1');
    await worker.dispatch('notificationclick', click('/platform/jobs?job=1'));
    expect(focus).toHaveBeenCalled();
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42]) {
      await worker.dispatch('notificationclick', click(elsewhere));
      expect(worker.openWindow).toHaveBeenLastCalledWith('https://tovar.example/');
    }
  });
});
