// `npm test`: every suite in order, stopping at the first failure with its exit code.
// Browser → the static checks side by side (astro check, eslint, prettier) → unit → API on
// PGlite → API on PostgreSQL (when TEST_DATABASE_URL is set) → build → two servers on PostgreSQL
// (the same) → e2e.
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';
import { otlpReceiverUrl } from './e2e-ports.mjs';

const bin = resolve('node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };

/** Ends the run with a failed suite's exit code (1 when a signal ended it). */
function stop(title, code, signal) {
  console.error(`\n✖ ${title} failed (${signal ?? `exit ${code}`})`);
  process.exit(code || 1);
}

function step(title, command, args, extraEnv = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      if (code === 0) return done();
      stop(title, code, signal);
    });
  });
}

/**
 * Checks that read the sources and share nothing, run at once (each is single-threaded: on two
 * cores this takes about half the time of one after another). Each one's output is printed whole
 * when it ends; the first to fail, in the order given, stops the run with its exit code.
 */
async function together(checks) {
  console.log(`\n▶ ${checks.map(([title]) => title).join(', ')}, side by side`);
  const outcomes = await Promise.all(
    checks.map(
      ([title, command, args]) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          // A check that cannot start says why; 'close' follows either way.
          child.on('error', (error) => output.push(Buffer.from(`${error}\n`)));
          child.on('close', (code, signal) => {
            const text = Buffer.concat(output).toString();
            console.log(`\n▶ ${title}: ${command} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(0)} s)\n${text.trimEnd()}`);
            done({ title, code, signal });
          });
        }),
    ),
  );
  const failed = outcomes.find(({ code }) => code !== 0);
  if (failed) stop(failed.title, failed.code, failed.signal);
}

try {
  await ensureBrowser();
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// The PGlite pass must not inherit a PostgreSQL URL from the caller's shell.
const { TEST_DATABASE_URL: postgresUrl } = process.env;
delete env.TEST_DATABASE_URL;

// `astro check` type-checks the .ts and .tsx files as `tsc --noEmit` does (the same tsconfig.json),
// and the .astro files besides: running both checked every .ts file twice (93 s of two cores).
await together([
  ['types', 'astro', ['check']],
  ['lint', 'eslint', ['.']],
  ['format', 'prettier', ['--check', '.']],
]);
await step('unit tests', 'vitest', ['run', '--project', 'unit*']);
await step('component tests', 'vitest', ['run', '--project', 'components']);
await step('API tests on PGlite', 'vitest', ['run', '--project', 'api*']);
if (postgresUrl) {
  await step('API tests on PostgreSQL', 'vitest', ['run', '--project', 'api*'], { TEST_DATABASE_URL: postgresUrl });
} else {
  console.log(
    '\n⚠ API tests on PostgreSQL skipped: TEST_DATABASE_URL is not set. ' +
      'Set it to a role that may create databases, e.g. ' +
      'TEST_DATABASE_URL=postgres://tovar:tovar@127.0.0.1:5432/postgres npm test (.ci/run does this).',
  );
}
// The build the end-to-end tests run sends browser logs to their OTLP receiver.
await step('build', 'node', ['scripts/build.mjs'], { PUBLIC_OTEL_LOGS_URL: otlpReceiverUrl });
if (postgresUrl) {
  await step('two servers on one PostgreSQL', 'vitest', ['run', '--project', 'servers'], { TEST_DATABASE_URL: postgresUrl });
}
await step('end-to-end tests', 'playwright', ['test']);
console.log('\n✔ all test suites passed');
