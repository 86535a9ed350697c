/**
 * The server layer in front of Astro, over real HTTP on a real database: security headers on every
 * kind of answer, body limits answered with 413 before the body is read, the API's own routes, the
 * static index with immutable caching only for hashed assets. Pages come from a stand-in for Astro.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler } from '@/server/http/api';
import { bodyLimits } from '@/server/http/body-limit';
import { createRequestHandler } from '@/server/http/request-handler';
import { createStaticFiles } from '@/server/http/static-files';
import { apiContentSecurityPolicy } from '@/server/http/content-security';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import './helpers/auth';
import { listen, type Listening } from './helpers/listen';

const db = useTestDatabase();

let server: Listening;
let base: string;
let clientDir: string;
const pageCsp = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'";
const assetText = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
const pageText = `<!doctype html><main>${'<p>Transport from Sarajevo to Beograd</p>'.repeat(100)}</main>`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-static-'));
  fs.mkdirSync(path.join(clientDir, '_astro'));
  fs.mkdirSync(path.join(clientDir, 'home'));
  fs.writeFileSync(path.join(clientDir, '_astro', 'app.Ab12.js'), assetText);
  // What the build writes beside each text file.
  fs.writeFileSync(path.join(clientDir, '_astro', 'app.Ab12.js.br'), zlib.brotliCompressSync(assetText));
  fs.writeFileSync(path.join(clientDir, '_astro', 'app.Ab12.js.gz'), zlib.gzipSync(assetText));
  fs.writeFileSync(path.join(clientDir, 'home', 'index.html'), '<!doctype html><p>home</p>');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  const headersFile = path.join(clientDir, '..', `${path.basename(clientDir)}-headers.json`);
  fs.writeFileSync(headersFile, JSON.stringify([{ pathname: '/home', headers: [{ key: 'Content-Security-Policy', value: pageCsp }] }]));
  const handler = createRequestHandler({
    api: createApiHandler(async () => db()),
    staticFiles: createStaticFiles(clientDir, headersFile),
    pages: (req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(req.url === '/long-page' ? pageText : '<p>page</p>');
    },
    trustProxy: true,
  });
  server = await listen(handler);
  base = server.base;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

/** Sends raw bytes and returns the first response line and the body, without ever finishing the request's body. */
function rawRequest(head: string, firstBody = ''): Promise<{ statusLine: string; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(head + firstBody));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n') && /}\s*$|Too Large\s*$|<\/p>\s*(0\s*)?$/.test(received)) socket.destroy();
    });
    socket.on('close', () =>
      resolve({
        statusLine: received.split('\r\n')[0] ?? '',
        body: received.split('\r\n\r\n').slice(1).join(''),
      }),
    );
    socket.on('error', reject);
  });
}

/** A GET whose body comes back as sent (fetch would decode it). */
function rawGet(
  pathname: string,
  acceptEncoding: string,
): Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe(`the server layer on ${testDatabaseKind}`, () => {
  it('sends the precompressed copy a client accepts, identical once decoded', async () => {
    const plain = await rawGet('/_astro/app.Ab12.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(assetText);
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await rawGet('/_astro/app.Ab12.js', accept);
      expect(answer.encoding, accept).toBe(expected);
      expect(answer.vary).toContain('Accept-Encoding');
      expect(answer.body.length).toBeLessThan(assetText.length);
      expect(decode(answer.encoding, answer.body)).toBe(assetText);
    }
  });

  it('compresses pages and API answers on the fly, identical once decoded', async () => {
    for (const accept of ['br', 'gzip']) {
      const page = await rawGet('/long-page', accept);
      expect(page.encoding).toBe(accept);
      expect(page.body.length).toBeLessThan(pageText.length / 4);
      expect(decode(page.encoding, page.body)).toBe(pageText);
    }
    const plain = await rawGet('/api/trpc/transports.byId?input=%7B%22json%22%3A%7B%22id%22%3A%22x%22%7D%7D', 'identity');
    const compressed = await rawGet('/api/trpc/transports.byId?input=%7B%22json%22%3A%7B%22id%22%3A%22x%22%7D%7D', 'br, gzip');
    expect(decode(compressed.encoding, compressed.body)).toBe(plain.body.toString());
  });

  it('answers health with nothing but ok', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expectSecurityHeaders(response);
    expect(response.headers.get('content-security-policy')).toBe(apiContentSecurityPolicy);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers tRPC calls with security headers and no caching', async () => {
    const response = await fetch(`${base}/api/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { email: 'nobody@example.com', password: 'wrong-password' } }),
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('invalid_credentials');
    expectSecurityHeaders(response);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown /api path 404 without reaching the pages', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
  });

  it('refuses a declared oversized API body with 413 before it is sent', async () => {
    const size = 100 * 1024 * 1024;
    const head = `POST /api/trpc/transports.create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
    // Answered from the headers alone: the rest of the 100 MB is never sent, so a server that waited
    // for it would never answer (the test's time-out), however fast or slow the machine.
    const { statusLine, body } = await rawRequest(head, '{"json":');
    expect(statusLine).toContain('413');
    expect(body).toContain('validation:requestTooLarge');
  });

  it('refuses a streamed (chunked) API body once it passes the limit', async () => {
    const padded = `{"0":{"json":{"email":"a@b.c","password":"x"}}${' '.repeat(bodyLimits.api)}}`;
    const response = await fetch(`${base}/api/trpc/auth.login?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([padded]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(JSON.stringify(await response.json())).toContain('validation:requestTooLarge');
  });

  it('accepts a body at the size of the largest legitimate wizard', async () => {
    const item = { description: 'ж'.repeat(300), type: 'PALLET', quantity: 1, weightKg: 1, widthCm: 1, heightCm: 1, lengthCm: 1 };
    const body = JSON.stringify({ json: { items: Array.from({ length: 50 }, () => item), description: 'ж'.repeat(2000) } });
    expect(Buffer.byteLength(body)).toBeLessThan(bodyLimits.api);
    const response = await fetch(`${base}/api/trpc/transports.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    // Anonymous: refused for who is asking, not for the size of what was sent.
    expect(response.status).toBe(401);
  });

  it('refuses a body on a page route over its small limit', async () => {
    const response = await fetch(`${base}/home/user/log-in`, { method: 'POST', body: 'x'.repeat(bodyLimits.other + 1) });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
  });

  it('serves hashed assets immutable and pages revalidated, each with its own CSP', async () => {
    const asset = await fetch(`${base}/_astro/app.Ab12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(asset);

    for (const url of ['/home', '/home/', '/home/index.html']) {
      const page = await fetch(`${base}${url}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toBe(pageCsp);
    }

    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(icon.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers a repeated asset request 304 by its ETag', async () => {
    const first = await fetch(`${base}/_astro/app.Ab12.js`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${base}/_astro/app.Ab12.js`, { headers: { 'if-none-match': etag ?? '' } });
    expect(second.status).toBe(304);
  });

  it('never serves files outside the client directory', async () => {
    // The headers file sits beside the client directory: a dot-dot path must not reach it.
    const { statusLine, body } = await rawRequest(
      `GET /../${path.basename(clientDir)}-headers.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(statusLine).toContain('200');
    expect(body).toContain('<p>page</p>');
    expect(body).not.toContain('Content-Security-Policy');
  });

  it('sends HSTS only over HTTPS (here: a trusted proxy that says so)', async () => {
    const plain = await fetch(`${base}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${base}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('hands every other path to the pages with the security headers', async () => {
    const response = await fetch(`${base}/platform/user`);
    expect(await response.text()).toBe('<p>page</p>');
    expectSecurityHeaders(response);
  });
});
