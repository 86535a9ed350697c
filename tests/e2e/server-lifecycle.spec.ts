/**
 * The production server's stop and restart, on a server of its own (not the suite's): SIGTERM lets
 * requests in flight finish, closes the database and releases its lock; after kill -9 a restart is
 * not refused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test';

const port = Number(process.env.TOVAR_E2E_PORT ?? 4399) + 50;
const base = `http://127.0.0.1:${port}`;

test.describe.configure({ mode: 'serial' });

// One data directory for both tests, in order: making one is an initdb of seconds of CPU, and the
// restart after kill -9 is then the third start on a directory that has had a clean stop.
let dataDir = '';
test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tovar-lifecycle-'));
});

function start(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      TOVAR_SEED_DEMO: '0',
      DATABASE_URL: '',
      SMTP_URL: '',
      TOVAR_LOG: 'silent',
    },
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

/**
 * A log-in request the server has provably begun: its headers are sent with `Expect: 100-continue`
 * and the server's "100 Continue" has arrived; the body follows when `finish` is called.
 */
async function requestInFlight(email: string) {
  const body = JSON.stringify({ json: { email, password: 'wrong-password' } });
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.write(
    `POST /api/trpc/auth.login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  await expect.poll(() => received).toContain('100 Continue');
  return {
    finish(): Promise<string> {
      socket.write(body);
      return new Promise((resolve) => socket.on('close', () => resolve(received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, ''))));
    },
  };
}

test('SIGTERM finishes the requests in flight, then closes the database and its lock', async () => {
  test.setTimeout(90_000);
  const server = await start(dataDir);
  expect(existsSync(join(dataDir, 'db.lock'))).toBe(true);
  // Three requests the server has begun reading; their bodies arrive only after the stop signal.
  const inFlight = await Promise.all([0, 1, 2].map((i) => requestInFlight(`nobody-${i}@example.com`)));
  const exit = exited(server);
  server.kill('SIGTERM');
  // New connections are refused once the server stops accepting.
  await expect
    .poll(() =>
      fetch(`${base}/api/health`).then(
        () => 'accepted',
        () => 'refused',
      ),
    )
    .toBe('refused');
  const answers = await Promise.all(inFlight.map((request) => request.finish()));
  for (const answer of answers) {
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('invalid_credentials');
  }
  expect(await exit).toBe(0);
  expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
});

test('a restart right after kill -9 is not refused', async () => {
  test.setTimeout(90_000);
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
