/**
 * The account and platform pages are compressed once at brotli's best level and served from memory
 * after that, and every page is sent whole in zstd to a client that names it
 * (src/server/http/page-compression.ts), through the real request handler and the on-the-fly
 * compression, with a page that writes as Astro's adapter does: its head, then its body in chunks.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestHandler } from '@/server/http/request-handler';

let page = '';
let contentType = 'text/html';
let status = 200;
let server: http.Server;
let base = '';

beforeAll(async () => {
  const handler = createRequestHandler({
    api: () => Promise.resolve(false),
    staticFiles: () => false,
    trustProxy: false,
    pages: (_req, res) => {
      res.writeHead(status, { 'content-type': contentType });
      const half = Math.floor(page.length / 2);
      res.write(page.slice(0, half));
      res.write(Buffer.from(page.slice(half)));
      res.end();
    },
  });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  encoding: string | undefined;
  length: string | undefined;
  raw: Buffer;
  text: string;
}

function get(path: string, acceptEncoding = 'gzip, deflate, br, zstd'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, zstd: zlib.zstdDecompressSync }[encoding ?? ''];
          const text = (decode ? decode(raw) : raw).toString();
          resolve({ status: res.statusCode ?? 0, encoding, length: res.headers['content-length'], raw, text });
        });
      })
      .on('error', reject);
  });
}

/** A page of the size and kind of the log-in page: markup that repeats with small changes. */
function aPage(name: string): string {
  const rows = Array.from({ length: 600 }, (_, i) => `<li class="flex items-center gap-${i % 7} px-${i % 5}">${name} row ${i * 7919}</li>`);
  return `<!DOCTYPE html><html lang="en"><head><title>${name}</title></head><body><ul>${rows.join('')}</ul></body></html>`;
}

const best = (text: string) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

/** Asks until the page comes compressed at the best level (it is compressed in the background after its first request). */
async function untilBest(path: string): Promise<Answer> {
  for (let i = 0; i < 100; i++) {
    const answer = await get(path);
    if (answer.encoding === 'br' && answer.length !== undefined) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} never came compressed at the best level`);
}

describe('pages compressed once at the best level', () => {
  it('serves an account page in zstd first, then at the best level from memory', async () => {
    page = aPage('log-in');
    const first = await get('/home/user/log-in');
    expect(first).toMatchObject({ status: 200, encoding: 'zstd', length: String(first.raw.length), text: page });
    const later = await untilBest('/home/user/log-in');
    expect(later).toMatchObject({ status: 200, encoding: 'br', text: page });
    expect(later.raw.equals(best(page))).toBe(true);
    expect(Number(later.length)).toBe(later.raw.length);
    expect(later.raw.length).toBeLessThan(first.raw.length);
  });

  it('does the same for a platform page at a fixed path', async () => {
    page = aPage('fleet');
    expect(await get('/platform/transporter/fleet', 'gzip, deflate, br')).toMatchObject({
      status: 200,
      encoding: 'br',
      length: undefined,
      text: page,
    });
    const later = await untilBest('/platform/transporter/fleet');
    expect(later).toMatchObject({ status: 200, encoding: 'br', text: page });
    expect(later.raw.equals(best(page))).toBe(true);
  });

  it('never serves a page that changed from what it compressed before', async () => {
    page = aPage('sign-up');
    await get('/home/user/sign-up');
    await untilBest('/home/user/sign-up');
    page = aPage('sign-up, changed');
    expect(await get('/home/user/sign-up')).toMatchObject({ encoding: 'zstd', text: page });
    expect((await untilBest('/home/user/sign-up')).text).toBe(page);
  });

  it('sends a query and another page (a profile) whole in zstd, or on the fly to a client that does not name zstd', async () => {
    page = aPage('forgot');
    await get('/home/user/forgot');
    await untilBest('/home/user/forgot');
    for (const path of ['/home/user/forgot?next=%2Fplatform', '/platform/profile/company/x']) {
      const whole = await get(path);
      expect(whole).toMatchObject({ encoding: 'zstd', length: String(whole.raw.length), text: page });
      expect(await get(path, 'gzip, deflate, br')).toMatchObject({ encoding: 'br', length: undefined, text: page });
    }
  });

  it('leaves to the on-the-fly compression a client that prefers gzip, and what is not 200 HTML', async () => {
    page = aPage('reset');
    await get('/home/user/reset-password');
    await untilBest('/home/user/reset-password');
    expect(await get('/home/user/reset-password', 'gzip, br;q=0.5')).toMatchObject({ encoding: 'gzip', text: page });
    expect(await get('/home/user/reset-password', 'identity')).toMatchObject({ encoding: undefined, text: page });

    page = aPage('reset, as JSON');
    contentType = 'application/json';
    await get('/home/user/reset-password');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await get('/home/user/reset-password')).toMatchObject({ encoding: 'br', length: undefined, text: page });

    contentType = 'text/html';
    status = 404;
    await get('/home/user/reset-password');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await get('/home/user/reset-password')).toMatchObject({ status: 404, encoding: 'br', length: undefined, text: page });
    status = 200;
  });
});
