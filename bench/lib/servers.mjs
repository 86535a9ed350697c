// Shared by the benchmarks: build when needed, start the built server on a free port with its own
// data directory (PGlite) or a fresh PostgreSQL database, read its resident memory, stop it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import pg from 'pg';

export const env = { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` };

/** The newest modification time (ms) of the files under `paths`, folders walked. */
function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else for (const entry of readdirSync(path, { recursive: true })) newest = Math.max(newest, statSync(join(path, String(entry))).mtimeMs);
  }
  return newest;
}

/**
 * Builds when there is no build, or when a source it is made from changed since: a bench of a stale
 * build measures code that main no longer runs (it happened: issue 25's profile of a query long gone).
 */
export function ensureBuild() {
  const built = 'dist/tovar/server.mjs';
  const stale = existsSync(built) && newestChange(['src', 'scripts', 'package.json', 'astro.config.mjs']) > statSync(built).mtimeMs;
  if (existsSync(built) && !stale) return;
  console.log(stale ? 'bench: src/ changed since the build, running npm run build' : 'bench: no build found, running npm run build');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** A new database on the PostgreSQL server that BENCH_DATABASE_URL (or TEST_DATABASE_URL) names, or null. */
export async function freshPostgres() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `tovar_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Drops the database once its connections are gone; a failure is reported, not thrown. */
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      client.on('error', () => undefined);
      try {
        await client.connect();
      } catch (error) {
        console.warn(`bench: could not drop ${name}: ${error.message}`);
        return;
      }
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          await client.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt === 49) console.warn(`bench: could not drop ${name}: ${error.message}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      await client.end();
    },
  };
}

/** Starts `node scripts/start.mjs` and resolves once it says it is ready. */
export async function startTovar({
  databaseUrl = '',
  seed = true,
  dataDir = mkdtempSync(join(tmpdir(), 'tovar-bench-')),
  extraEnv = {},
  port: fixedPort = 0,
  nodeArgs = [],
} = {}) {
  const port = fixedPort || (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      TOVAR_SEED_DEMO: seed ? '1' : '0',
      DATABASE_URL: databaseUrl,
      SMTP_URL: '',
      TOVAR_LOG: 'silent',
      TOVAR_SIMULATE: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && done(undefined));
    child.on('exit', (code) => fail(new Error(`server exited early (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    dataDir,
    /** The server's stdout (the request log with TOVAR_LOG=info: request-times.mjs); already drained. */
    stdout: child.stdout,
    stop: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
    /** kill -9: no drain, no close; resolves once the process is gone. */
    kill: () =>
      new Promise((done) =>
        child.exitCode !== null || child.signalCode !== null ? done() : (child.once('exit', done), child.kill('SIGKILL')),
      ),
  };
}

const ticksPerSecond = 100; // Linux's USER_HZ (getconf CLK_TCK)

/**
 * CPU seconds a process has used so far in its own code (user) and in the kernel for it (system):
 * fields 14 and 15 of /proc/<pid>/stat.
 */
export function cpuTimes(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond };
}

/** CPU seconds a process has used so far, user and system. */
export function cpuSeconds(pid) {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/** Resident memory of a process, in MB: now (VmRSS) or its peak so far (`VmHWM`). */
export function residentMb(pid, field = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
