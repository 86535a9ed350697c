// The upload routes of one source tree (the current one, or an older copy for "before" figures)
// on an in-memory PGlite, in a process of their own so that its resident memory is the server's
// alone: run by bench/uploads-memory.mjs with the tree as its working directory, the modules loaded
// through Vite's SSR loader (they use `@/` and import.meta.glob; Vite's own memory is in every
// figure alike). Ten accounts with a session each; over IPC it sends { port, tokens } once
// listening, and { rss, peak } (MB) when asked.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'vite';

process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-bench-uploads-'));
process.env.TOVAR_LOG ??= 'silent';
process.env.AUTH_SECRET ??= 'tovar-bench-secret-0123456789abcdef-0123456789';
const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  logLevel: 'silent',
  appType: 'custom',
  resolve: { alias: { '@': path.join(process.cwd(), 'src') } },
  server: { middlewareMode: true, hmr: false, watch: null },
});
const load = (file) => vite.ssrLoadModule(`/src/${file}`);

const { openDatabase } = await load('server/db/client.ts');
const { users } = await load('server/db/schema/index.ts');
const { startSession } = await load('server/services/auth/sessions.ts');
const { createApiHandler } = await load('server/http/api.ts');
const { createRequestHandler } = await load('server/http/request-handler.ts');

const { db } = await openDatabase({});
const tokens = [];
for (let i = 0; i < Number(process.env.ACCOUNTS ?? 10); i++) {
  const [user] = await db
    .insert(users)
    .values({
      name: `Bench ${i}`,
      email: `${crypto.randomBytes(6).toString('hex')}@example.com`,
      passwordHash: 'not-used',
      accountType: 'USER',
    })
    .returning();
  tokens.push((await startSession(db, user, { ip: '127.0.0.1', userAgent: 'bench' })).token);
}
const handler = createRequestHandler({
  api: createApiHandler(async () => db),
  staticFiles: () => false,
  pages: (_req, res) => void res.writeHead(404).end(),
  trustProxy: false,
});
const server = http.createServer((req, res) => void handler(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
let peak = 0;
setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
process.on('message', (message) => {
  if (message === 'reset') peak = process.memoryUsage.rss();
  process.send({ rss: mb(process.memoryUsage.rss()), peak: mb(peak) });
});
process.on('disconnect', () => {
  fs.rmSync(process.env.UPLOADS_DIR, { recursive: true, force: true });
  process.exit(0);
});
process.send({ port: server.address().port, tokens });
