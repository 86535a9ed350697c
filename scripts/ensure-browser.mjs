// Makes sure the end-to-end tests have a Chromium: keeps the one found, otherwise installs
// Debian's package when running as root with apt-get, else Playwright's own build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findBrowser } from './find-browser.mjs';

function run(command, args) {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

export async function ensureBrowser() {
  const found = await findBrowser({ headlessShell: true });
  if (found) {
    console.log(`ensure-browser: using Chromium at ${found}`);
    return found;
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("ensure-browser: no Chromium found; installing Debian's chromium package.");
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  } else {
    console.log("ensure-browser: no Chromium found and apt-get is not usable here; installing Playwright's Chromium.");
    run('npx', ['playwright', 'install', 'chromium']);
  }
  const installed = await findBrowser({ headlessShell: true });
  if (!installed) throw new Error('ensure-browser: installed a Chromium but still cannot find it');
  console.log(`ensure-browser: installed Chromium at ${installed}`);
  return installed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await ensureBrowser();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
