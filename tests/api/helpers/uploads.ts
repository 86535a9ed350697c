/**
 * The upload routes over real HTTP (the server layer in front of the API, as production mounts it)
 * with UPLOADS_DIR pointed at a fresh directory per test file; images made by sharp, and hand-made
 * bytes for the files an attacker would send.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import net, { type AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/server/db/client';
import { config } from '@/server/config';
import { createApiHandler } from '@/server/http/api';
import { createRequestHandler } from '@/server/http/request-handler';

export interface UploadServer {
  base: string;
  dir: string;
}

/** A listening server on this file's database and an uploads directory of its own. */
export function useUploadServer(db: () => Db): () => UploadServer {
  let server: http.Server | undefined;
  let state: UploadServer | undefined;
  const saved = config.uploadsDir;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-uploads-'));
    config.uploadsDir = dir;
    const handler = createRequestHandler({
      api: createApiHandler(async () => db()),
      staticFiles: () => false,
      pages: (_req, res) => void res.writeHead(404).end(),
      trustProxy: false,
    });
    server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    state = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, dir };
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    config.uploadsDir = saved;
    if (state) fs.rmSync(state.dir, { recursive: true, force: true });
  });
  return () => {
    if (!state) throw new Error('useUploadServer: the server starts in beforeAll');
    return state;
  };
}

/** The stored files (not the uploads in progress). */
export function storedFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => name !== '.incoming');
}

/** Uploads in progress (temporary files). */
export function incomingFiles(dir: string): string[] {
  const incoming = path.join(dir, '.incoming');
  return fs.existsSync(incoming) ? fs.readdirSync(incoming) : [];
}

export async function upload(server: UploadServer, kind: string, token: string | null, body: Buffer, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.base}/api/uploads/${kind}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/octet-stream', ...headers },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as { key?: string; error?: string; size?: number; type?: string } };
}

/** A photo as a phone takes it: JPEG with EXIF (camera, orientation). */
export function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model 9', Copyright: 'GPS 43.85,18.41' } })
    .toFormat(format)
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes that declares `side` × `side` pixels (a decompression bomb). */
export function pngDeclaring(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc((side * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Sends a request head and the first body bytes on a raw socket; resolves with the answer's status line once it comes. */
export function rawUpload(server: UploadServer, head: string, first: Buffer): Promise<string> {
  const url = new URL(server.base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(Buffer.concat([Buffer.from(head), first])));
    let received = '';
    socket.on('data', (data) => {
      received += data.toString();
      if (received.includes('\r\n')) {
        socket.destroy();
        resolve(received.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', reject);
  });
}
