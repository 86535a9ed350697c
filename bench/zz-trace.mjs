import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { findBrowser } from '../scripts/find-browser.mjs';
const browser = await chromium.launch({ executablePath: await findBrowser(), args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
const url = process.argv[2];
for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
  const page = await browser.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading', 'blink'] });
  await page.goto(url);
  await page.waitForTimeout(1500);
  writeFileSync(`/tmp/lht/t${i}.json`, await browser.stopTracing());
  await page.close();
}
await browser.close();
