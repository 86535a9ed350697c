// Which Chromium to drive: $CHROMIUM_PATH, Debian's package, then Playwright's own. The end-to-end
// tests ask for the headless shell first (Debian's chromium-headless-shell, which .ci/run installs when it can):
// the same engine without the full browser's window layer, the build Playwright itself runs headless;
// on two cores it took the e2e suite's browser CPU down by about a quarter. The benches measure the
// full browser, as a visitor runs it. Returns null when there is none; scripts/ensure-browser.mjs then
// installs one.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const systemPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const headlessShellPaths = ['/usr/lib/chromium/chromium-headless-shell'];

/**
 * @param {{ headlessShell?: boolean }} [options] prefer Debian's headless shell when it is installed
 * @returns {Promise<string | null>} an executable Chromium, or null.
 */
export async function findBrowser({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere.`);
  }
  const system = [...(headlessShell ? headlessShellPaths : []), ...systemPaths].find((path) => existsSync(path));
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
  console.log((await findBrowser({ headlessShell: process.argv.includes('--headless-shell') })) ?? 'no Chromium found');
}
