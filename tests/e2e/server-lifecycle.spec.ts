/**
 * The production server's stop and restart, on a server of its own (not the suite's): SIGTERM lets
 * requests in flight finish, closes the database and releases its lock; after kill -9 a restart is
 * not refused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const port = Number(process.env.TOVAR_E2E_PORT ?? 4399) + 50;
const base = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: 'serial' });

function start(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, TOVAR_SEED_DEMO: '0', DATABASE_URL: '', SMTP_URL: '', TOVAR_LOG: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Tovar is ready')) resolve(child);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready:\n${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

function login(email: string) {
  return fetch(`${base}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email, password: 'wrong-password' } }),
  });
}

test('SIGTERM finishes the requests in flight, then closes the database and its lock', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'tovar-lifecycle-'));
  const server = await start(dataDir);
  expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);
  // Log-ins hash a password: each is in flight for a while.
  const inFlight = Array.from({ length: 6 }, (_, i) => login(`nobody-${i}@example.com`));
  await new Promise((resolve) => setTimeout(resolve, 30));
  const exit = exited(server);
  server.kill('SIGTERM');
  const answers = await Promise.all(inFlight);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(await exit).toBe(0);
  expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  // Nothing listens any more.
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
});

test('a restart right after kill -9 is not refused', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'tovar-lifecycle-'));
  const first = await start(dataDir);
  const gone = exited(first);
  first.kill('SIGKILL');
  await gone;
  expect(existsSync(join(dataDir, 'db.lock')), 'the killed server could not release its lock').toBe(true);
  const second = await start(dataDir);
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  const stopped = exited(second);
  second.kill('SIGTERM');
  expect(await stopped).toBe(0);
});
