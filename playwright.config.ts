/**
 * End-to-end tests against the built server (scripts/test.mjs builds once before Playwright runs).
 * Chromium comes from scripts/find-browser.mjs; every run gets a fresh data directory with demo data.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './scripts/find-browser.mjs';
import { e2ePort as port, otlpReceiverPort, otlpReceiverUrl } from './scripts/e2e-ports.mjs';

const baseURL = `http://localhost:${port}`;

// The config is loaded by the runner and again by every worker: the runner picks the directory
// (dropping earlier runs' copies) and the workers inherit it through the environment.
if (!process.env.TOVAR_E2E_DATA_DIR) {
  const results = resolve('test-results');
  mkdirSync(results, { recursive: true });
  for (const old of readdirSync(results).filter((name) => name.startsWith('e2e-data-'))) {
    rmSync(join(results, old), { recursive: true, force: true });
  }
  process.env.TOVAR_E2E_DATA_DIR = join(results, `e2e-data-${Date.now()}`);
}
const dataDir = process.env.TOVAR_E2E_DATA_DIR;
mkdirSync(dataDir, { recursive: true });
// The local outbox answers only with its key: one per run, known to the server and the tests.
process.env.TOVAR_OUTBOX_KEY ||= randomBytes(32).toString('base64url');
// The server's AUTH_SECRET, known to the tests too: the demo tracker ids derive from it (live.spec.ts).
process.env.TOVAR_E2E_AUTH_SECRET ||= 'e2e-secret-not-for-production-0123456789abcdef';

const executablePath = (await findBrowser({ headlessShell: true })) ?? undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Entrance animations would let axe measure text half faded in (a flaky contrast failure).
    contextOptions: { reducedMotion: 'reduce' },
    // A trace records every action's snapshots: recorded only when a failed test runs again (CI's
    // retry), it no longer costs every passing test (about 8 % of five specs' time on two cores).
    // `npx playwright test --trace on` records one for a test run here.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Server log lines would drown the report; errors still reach stderr.
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        TOVAR_SEED_DEMO: '1',
        AUTH_SECRET: process.env.TOVAR_E2E_AUTH_SECRET,
        AUTH_REQUIRE_EMAIL_CONFIRMATION: '1',
        // Always the embedded database of this run, never a PostgreSQL the caller's shell names.
        DATABASE_URL: '',
        SMTP_URL: '',
        TOVAR_OUTBOX_KEY: process.env.TOVAR_OUTBOX_KEY,
        // Every sign-up of the suite comes from 127.0.0.1; retries must not trip the per-address limit.
        MAILS_PER_IP_PER_HOUR: '1000',
        // No simulated fleet: positions change only when a test sends them.
        TOVAR_SIMULATE: '0',
      },
    },
    {
      // The OTLP/HTTP receiver the browser logs of this build go to (scripts/test.mjs builds with it).
      command: 'node tests/e2e/support/otlp-receiver.mjs',
      url: `${otlpReceiverUrl}/control/health`,
      reuseExistingServer: false,
      env: { OTLP_RECEIVER_PORT: String(otlpReceiverPort) },
    },
  ],
});
