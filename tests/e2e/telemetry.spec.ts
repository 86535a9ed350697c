/**
 * Browser telemetry against a real OTLP/HTTP receiver (tests/e2e/support/otlp-receiver.mjs), which
 * `npm test` builds the pages to send to. The page's clock is installed, so the 5 s scheduled flush
 * never runs unless a test moves time on: what arrives came from the flush on hide or a retry.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './test';
import { otlpReceiverUrl } from '../../scripts/e2e-ports.mjs';
import packageJson from '../../package.json' with { type: 'json' };
import { paths } from './helpers';

interface Received {
  status: number;
  headers: Record<string, string>;
  records: { resource: Record<string, unknown>; severityText: string; body: string; attributes: Record<string, unknown> }[];
}

async function exportsWith(marker: string): Promise<Received[]> {
  return (await fetch(`${otlpReceiverUrl}/control/exports?marker=${marker}`)).json() as Promise<Received[]>;
}

async function answerWith(marker: string, status: number): Promise<void> {
  await fetch(`${otlpReceiverUrl}/control/answer`, { method: 'POST', body: JSON.stringify({ marker, status }) });
}

/** Opens an app page with a fake clock and moves past the first paint until the logs SDK has the console. */
async function openWithTelemetry(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-23T08:00:00Z') });
  await page.goto(paths.logIn);
  // The clock stands still from here: only runFor moves it.
  await page.clock.pauseAt(new Date('2026-11-23T08:00:30Z'));
  await expect(async () => {
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => console.warn.toString().includes('[native code]'))).toBe(false);
  }).toPass({ timeout: 20_000 });
}

async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('forwards console logs but debug, window errors and unhandled rejections, as the frontend, flushed when the page is hidden', async ({
  page,
}) => {
  const marker = randomUUID();
  await openWithTelemetry(page);
  await page.evaluate((m) => {
    console.log(`${m} log`);
    console.info(`${m} info`);
    console.warn(`${m} warn`);
    console.error(`${m} error`);
    console.debug(`${m} debug`);
    queueMicrotask(() => {
      throw new Error(`${m} thrown`);
    });
    void Promise.reject(new Error(`${m} rejected`));
  }, marker);
  await page.clock.runFor(10);
  await hidePage(page);

  await expect.poll(async () => (await exportsWith(marker)).flatMap((e) => e.records).length).toBe(6);
  const records = (await exportsWith(marker)).flatMap((e) => e.records);
  const bodies = records.map((r) => r.body.replace(`${marker} `, ''));
  expect(bodies.sort()).toEqual(['Error: rejected', 'Error: thrown', 'error', 'info', 'log', 'warn'].sort());
  expect(records.find((r) => r.body.endsWith('warn'))?.severityText).toBe('WARN');
  expect(records.find((r) => r.body.endsWith('thrown'))?.attributes['log.source']).toBe('window.error');
  expect(records[0]?.resource).toMatchObject({
    'service.name': 'frontend',
    'service.version': packageJson.version,
    'deployment.environment.name': 'production',
  });
});

interface Sent {
  beacons: number;
  /** The page-clock times each log fetch started and was answered. */
  fetches: number[];
  answered: number[];
}

/**
 * Counts the page's beacons and notes the page-clock time of each log fetch; without a beacon the SDK
 * fetches, and jitter is pinned to 0 so that its backoff is exact in the page's time.
 */
async function instrument(page: Page, { beacon }: { beacon: boolean }): Promise<void> {
  await page.addInitScript((keepBeacon) => {
    const sent: Sent = { beacons: 0, fetches: [], answered: [] };
    (window as unknown as { sent: Sent }).sent = sent;
    Math.random = () => 0.5;
    const beaconOf = navigator.sendBeacon.bind(navigator);
    if (keepBeacon) navigator.sendBeacon = (url, data) => (sent.beacons++, beaconOf(url, data));
    else delete (Navigator.prototype as { sendBeacon?: unknown }).sendBeacon;
    const fetchOf = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes('/v1/logs')) return fetchOf(input, init);
      sent.fetches.push(Date.now());
      return fetchOf(input, init).then((response) => (sent.answered.push(Date.now()), response));
    };
  }, beacon);
  await openWithTelemetry(page);
}

const sentBy = (page: Page) => page.evaluate(() => (window as unknown as { sent: Sent }).sent);

test('sends by beacon when the browser has one and no headers are set, and cannot retry it', async ({ page }) => {
  const marker = randomUUID();
  await answerWith(marker, 503);
  await instrument(page, { beacon: true });
  await sendAndWaitOut(page, marker);
  expect(await exportsWith(marker)).toHaveLength(1);
  expect(await sentBy(page)).toEqual({ beacons: 1, fetches: [], answered: [] });
});

/**
 * Logs a marked record, hides the page, and lets 15 s of page time pass, never while a fetch is in
 * flight (so a round trip costs no page time); answers the waits between an answer and the next try.
 */
async function sendAndWaitOut(page: Page, marker: string): Promise<number[]> {
  await page.evaluate((m) => console.warn(m), marker);
  await hidePage(page);
  await expect.poll(async () => (await exportsWith(marker)).length).toBeGreaterThan(0);
  for (let waited = 0; waited < 15_000; waited += 250) {
    await expect.poll(async () => sentBy(page).then(({ fetches, answered }) => fetches.length - answered.length)).toBe(0);
    await page.clock.runFor(250);
  }
  const { fetches, answered } = await sentBy(page);
  return fetches.slice(1).map((at, i) => at - (answered[i] ?? 0));
}

for (const status of [429, 502, 503, 504]) {
  test(`retries a fetch answered ${status}: 1 s, then × 1.5, within the 10 s export time-out`, async ({ page }) => {
    const marker = randomUUID();
    await answerWith(marker, status);
    await instrument(page, { beacon: false });
    const gaps = await sendAndWaitOut(page, marker);
    await expect.poll(async () => (await exportsWith(marker)).length).toBe(5);
    expect(gaps).toEqual([1000, 1500, 2250, 3375]);
    expect((await exportsWith(marker)).every((e) => e.status === status)).toBe(true);
  });
}

for (const status of [400, 500]) {
  test(`does not retry a fetch answered ${status}`, async ({ page }) => {
    const marker = randomUUID();
    await answerWith(marker, status);
    await instrument(page, { beacon: false });
    expect(await sendAndWaitOut(page, marker)).toEqual([]);
    expect(await exportsWith(marker)).toHaveLength(1);
  });
}
