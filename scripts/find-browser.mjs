// Which Chromium the end-to-end tests drive: $CHROMIUM_PATH, Debian's package, then Playwright's own.
// Returns null when there is none; scripts/ensure-browser.mjs then installs one.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** @returns {Promise<string | null>} an executable Chromium, or null. */
export async function findBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere.`);
  }
  const system = systemPaths.find((path) => existsSync(path));
  if (system) return system;
  return playwrightChromium();
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null; // @playwright/test not installed yet, or no browser registry entry
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log((await findBrowser()) ?? 'no Chromium found');
}
