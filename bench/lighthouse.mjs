// Lighthouse as a visitor on a phone (issue 23): its default mobile profile (slow 4G, 4× CPU, simulated
// by lantern, so fairly independent of the machine's load) on the account forms and, signed in, on
// the platform pages; prints LCP, TBT, CLS and the performance score beside the goals. Lighthouse is
// fetched on demand (`npx --yes`), not a dependency of the project. It drives a Chromium we start
// (Debian's, with the flags of playwright.config.ts) through its debugging port, so the pages behind
// the log-in are measured with a real session: we sign in through the form, Lighthouse keeps storage.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { ensureBuild, env, freePort, startTovar } from './lib/servers.mjs';

// 12.x: Lighthouse 13 needs Node 22.19.
const lighthouseVersion = '12.8.2';
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const accountForm = { lcp: 1000, tbt: 150, cls: 0.02, score: 98 };
const platformPage = { lcp: 2000 };
const demoPassword = 'demo1234';
const pages = [
  { path: '/home/user/log-in', goals: accountForm },
  { path: '/home/user/sign-up', goals: accountForm },
  { path: '/platform/user', as: 'ana@tovar.example', goals: platformPage },
  { path: '/platform/user/create', as: 'ana@tovar.example', goals: platformPage },
  { path: '/platform/transporter/transports', as: 'dispatch@balkancargo.example', goals: platformPage },
];

const reportDir = mkdtempSync(join(tmpdir(), 'tovar-lighthouse-'));

/** Runs a command without blocking this process: Playwright must keep reading the browser's pipe. */
function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? signal));
  });
}

/** One Lighthouse run (performance only) on the browser at `port`; the figures of its report. */
async function measure(url, port, signedIn) {
  const output = join(reportDir, 'report.json');
  const flags = [`--port=${port}`, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet'];
  const exit = await run('npx', [
    '--yes',
    `lighthouse@${lighthouseVersion}`,
    url,
    ...flags,
    ...(signedIn ? ['--disable-storage-reset'] : []),
  ]);
  if (exit !== 0) throw new Error(`lighthouse failed on ${url} (exit ${exit})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const value = (id) => report.audits[id].numericValue;
  return {
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    score: Math.round(report.categories.performance.score * 100),
  };
}

/** Signs in through the log-in form, leaving the session in the browser's storage. */
async function signIn(context, baseUrl, email) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/home`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}/home/user/log-in`);
  await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/platform\//);
  await page.close();
}

const mark = (value, goal, atMost = true) => (goal === undefined ? '' : (atMost ? value <= goal : value >= goal) ? ' ✓' : ' ✗');
const goalWords = {
  lcp: (goal) => `LCP ≤ ${goal / 1000} s`,
  tbt: (goal) => `TBT ≤ ${goal} ms`,
  cls: (goal) => `CLS ≤ ${goal}`,
  score: (goal) => `score ≥ ${goal}`,
};
const goalText = (goals) =>
  Object.entries(goals)
    .map(([name, goal]) => goalWords[name](goal))
    .join(', ');

ensureBuild();
const server = await startTovar({ seed: true });
const port = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'tovar-lighthouse-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: [...chromiumFlags, `--remote-debugging-port=${port}`],
});
try {
  const rows = [];
  let signedInAs = null;
  for (const { path, as, goals } of pages) {
    if (as && as !== signedInAs) await signIn(context, server.url, as);
    signedInAs = as ?? signedInAs;
    const figures = await measure(server.url + path, port, Boolean(as));
    rows.push({
      route: path,
      LCP: `${(figures.lcp / 1000).toFixed(2)} s${mark(figures.lcp, goals.lcp)}`,
      TBT: `${Math.round(figures.tbt)} ms${mark(figures.tbt, goals.tbt)}`,
      CLS: `${figures.cls.toFixed(3)}${mark(figures.cls, goals.cls)}`,
      score: `${figures.score}${mark(figures.score, goals.score, false)}`,
      goals: goalText(goals),
    });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile profile (${server.url}); load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.table(rows);
} finally {
  await context.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
  rmSync(reportDir, { recursive: true, force: true });
}
