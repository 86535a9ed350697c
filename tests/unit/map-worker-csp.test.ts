/** The map's web worker runs under its own script's CSP: it must be allowed to fetch the basemap, and nothing more. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '@/server/http/static-files';

let server: http.Server;
let base: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-worker-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  fs.writeFileSync(path.join(dir, '_astro', 'maplibre-gl-worker.Ab_12-x.mjs'), 'self.onmessage = () => {};');
  fs.writeFileSync(path.join(dir, '_astro', 'app.Cd34.js'), 'export {};');
  const serve = createStaticFiles(dir, path.join(dir, 'none.json'));
  server = http.createServer((req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    if (!serve(req, res, new URL(req.url ?? '/', 'http://x').pathname)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the map worker script', () => {
  it('may fetch from its own origin; other assets keep the strict default', async () => {
    const worker = await fetch(`${base}/_astro/maplibre-gl-worker.Ab_12-x.mjs`);
    const policy = worker.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
    const other = await fetch(`${base}/_astro/app.Cd34.js`);
    expect(other.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});
