// Lighthouse as a visitor on a phone (issue 23): its default mobile profile (slow 4G, 4× CPU, simulated
// by lantern) on the account forms and, signed in, on the platform pages; prints LCP, TBT, CLS and the
// performance score beside the goals, medians of BENCH_ROUNDS rounds (5) per page. Lighthouse is
// fetched on demand (`npx --yes`), not a dependency of the project. It drives a Chromium we start (the
// e2e tests' one, scripts/find-browser.mjs, with the flags of playwright.config.ts) through its
// debugging port, so the pages behind the log-in are measured with a real session: we sign in
// through the form, Lighthouse keeps storage.
//
// Lantern's LCP is far from independent of the machine: it simulates slow 4G over the requests that
// had *finished* before the paint it observed at full speed, so a round where the island's scripts
// came back a few ms before that paint counts them all (~130 kB: LCP ~1.1–2.1 s), and one where they
// came back after it counts the page alone (~0.8 s). The table says in how many rounds LCP met its
// goal and, as a median, how many scripts had finished before the observed paint.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { findBrowser } from '../scripts/find-browser.mjs';
import { ensureBuild, env, freePort, median, startTovar } from './lib/servers.mjs';

// 12.x: Lighthouse 13 needs Node 22.19.
const lighthouseVersion = '12.8.2';
const chromiumFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const accountForm = { lcp: 1000, tbt: 150, cls: 0.02, score: 98 };
const platformPage = { lcp: 2000 };
const demoPassword = 'demo1234';
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const pages = [
  { path: '/home/user/log-in', goals: accountForm },
  { path: '/home/user/sign-up', goals: accountForm },
  { path: '/platform/user', as: 'ana@tovar.example', goals: platformPage },
  { path: '/platform/user/create', as: 'ana@tovar.example', goals: platformPage },
  { path: '/platform/transporter/transports', as: 'dispatch@balkancargo.example', goals: platformPage },
];

/** `LIGHTHOUSE_PAGES=log-in,sign-up` measures only the pages whose path ends so. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const measured = only ? pages.filter(({ path }) => only.some((end) => path.endsWith(end))) : pages;

const reportDir = mkdtempSync(join(tmpdir(), 'tovar-lighthouse-'));
/** `LIGHTHOUSE_REPORTS=<folder>` keeps each page's JSON report there (the LCP element, its phases). */
const keepReportsIn = process.env.LIGHTHOUSE_REPORTS;
if (keepReportsIn) mkdirSync(keepReportsIn, { recursive: true });

/** Runs a command without blocking this process: Playwright must keep reading the browser's pipe. */
function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? signal));
  });
}

/** One Lighthouse run (performance only) on the browser at `port`; the figures of its report. */
async function measure(url, port, signedIn, round) {
  const output = join(reportDir, 'report.json');
  const flags = [`--port=${port}`, '--only-categories=performance', '--output=json', `--output-path=${output}`, '--quiet'];
  const args = ['--yes', `lighthouse@${lighthouseVersion}`, url, ...flags, ...(signedIn ? ['--disable-storage-reset'] : [])];
  // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): such a round runs once more.
  let exit = await run('npx', args);
  if (exit !== 0) exit = await run('npx', args);
  if (exit !== 0) throw new Error(`lighthouse failed on ${url} twice (exit ${exit})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (keepReportsIn)
    copyFileSync(output, join(keepReportsIn, `${url.replace(/^https?:\/\/[^/]+\//, '').replace(/\W+/g, '-')}-${round + 1}.json`));
  const value = (id) => report.audits[id].numericValue;
  const observedPaint = report.audits.metrics.details.items[0].observedLargestContentfulPaint;
  const requests = report.audits['network-requests'].details.items;
  return {
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    score: Math.round(report.categories.performance.score * 100),
    scriptsBeforePaint: requests.filter((r) => r.resourceType === 'Script' && r.networkEndTime <= observedPaint).length,
    documentBytes: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0,
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

const browserPath = await findBrowser();
if (!browserPath)
  throw new Error('No Chromium found: `node scripts/ensure-browser.mjs` installs one (as `npm test` does), or `apt-get install chromium`');
ensureBuild();
const server = await startTovar({ seed: true });
const port = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'tovar-lighthouse-profile-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: browserPath,
  args: [...chromiumFlags, `--remote-debugging-port=${port}`],
});
try {
  const rows = [];
  let signedInAs = null;
  for (const { path, as, goals } of measured) {
    if (as && as !== signedInAs) await signIn(context, server.url, as);
    signedInAs = as ?? signedInAs;
    // A server that has served the page before: the account pages are compressed at the best level
    // after their first request (src/server/http/page-compression.ts).
    await fetch(server.url + path, { headers: { 'Accept-Encoding': 'br' } }).then((answer) => answer.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const runs = [];
    for (let round = 0; round < rounds; round++) runs.push(await measure(server.url + path, port, Boolean(as), round));
    const figures = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
    const lcps = runs.map((run) => run.lcp);
    const tbts = runs.map((run) => run.tbt);
    rows.push({
      route: path,
      LCP: `${(figures.lcp / 1000).toFixed(2)} s${mark(figures.lcp, goals.lcp)}`,
      'LCP range': `${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)} s`,
      'rounds ≤ LCP goal': `${lcps.filter((lcp) => lcp <= goals.lcp).length}/${rounds}`,
      'scripts before paint': figures.scriptsBeforePaint,
      'document (bytes)': figures.documentBytes,
      TBT: `${Math.round(figures.tbt)} ms${mark(figures.tbt, goals.tbt)}`,
      'TBT range': `${Math.round(Math.min(...tbts))}–${Math.round(Math.max(...tbts))} ms`,
      CLS: `${figures.cls.toFixed(3)}${mark(figures.cls, goals.cls)}`,
      score: `${figures.score}${mark(figures.score, goals.score, false)}`,
      goals: goalText(goals),
    });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion}, mobile profile (${server.url}); medians of ${rounds} rounds; load average ${loadavg()
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
