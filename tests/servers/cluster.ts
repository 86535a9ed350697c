/**
 * Two built servers (`node scripts/start.mjs`) on one PostgreSQL database, as the README's "Running
 * more than one server" runs them: the same AUTH_SECRET and UPLOADS_DIR, a data directory each,
 * one mail server, TRUST_PROXY, and scripts/balance.mjs in front. Each server's log lines are kept for the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Process {
  base: string;
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `args` with node and resolves once a line of its output contains `ready`. */
async function run(args: string[], env: NodeJS.ProcessEnv, ready: string, port: number): Promise<Process> {
  const child: ChildProcess = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Cluster {
  a: Process;
  b: Process;
  balancer: Process;
  uploadsDir: string;
  stop: () => Promise<void>;
}

/** Two servers on `databaseUrl`, sending mail through `smtpUrl`, and the balancer in front. */
export async function startCluster(databaseUrl: string, smtpUrl: string): Promise<Cluster> {
  if (!existsSync('dist/tovar/server.mjs')) throw new Error('The two-server test runs the build: run `npm run build` first.');
  const uploadsDir = mkdtempSync(join(tmpdir(), 'tovar-shared-uploads-'));
  const server = async () => {
    const port = await freePort();
    return run(
      ['scripts/start.mjs'],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        // The test mints tokens with its own secret (vitest.config.ts): both servers share it.
        AUTH_SECRET: process.env.AUTH_SECRET,
        UPLOADS_DIR: uploadsDir,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tovar-server-data-')),
        TRUST_PROXY: '1',
        TOVAR_SEED_DEMO: '0',
        TOVAR_SIMULATE: '0',
        AUTH_REQUIRE_EMAIL_CONFIRMATION: '0',
        SMTP_URL: smtpUrl,
        // The maintenance lines are read by the test.
        TOVAR_LOG: 'info',
      },
      'Tovar is ready',
      port,
    );
  };
  const started = await Promise.allSettled([server(), server()]);
  const [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : null));
  if (!a || !b) {
    await Promise.all([a?.stop(), b?.stop()]);
    throw started.find((result) => result.status === 'rejected')?.reason;
  }
  const port = await freePort();
  const balancer = await run(
    ['scripts/balance.mjs', '--port', String(port), a.base, b.base],
    { BALANCE_HOST: '127.0.0.1' },
    'Balancing on',
    port,
  );
  return {
    a,
    b,
    balancer,
    uploadsDir,
    stop: async () => {
      await balancer.stop();
      await Promise.all([a.stop(), b.stop()]);
    },
  };
}
