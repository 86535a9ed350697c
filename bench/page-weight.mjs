// How much JavaScript each public page makes the browser load, gzip-compressed, next to the log-in
// page (an island page) as the baseline. Builds first when dist/ is missing; serves the build on a
// free port with a throw-away data directory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const env = { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}` };
const baseline = '/home/user/log-in';
const routes = ['/', '/home', '/home/help', '/home/help/terms'];
const otherLanguage = 'sr-Cyrl';
const pages = [...routes, ...routes.map((route) => (route === '/' ? `/${otherLanguage}/` : `/${otherLanguage}${route}`)), baseline];

if (!existsSync('dist/tovar/server.mjs')) {
  console.log('page-weight: no build found, running npm run build');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((done) => {
  const probe = createServer().listen(0, () => {
    const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
    probe.close(() => done(free));
  });
});
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tovar-bench-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...env, PORT: String(port), DATA_DIR: dataDir, TOVAR_SEED_DEMO: '0', DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = new Promise((done, fail) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('ready') && done(undefined));
  server.on('exit', (code) => fail(new Error(`server exited early (${code})`)));
});

/** Inline script bodies and the URLs of external scripts and module preloads of one page. */
function scriptsOf(html, pageUrl) {
  const inline = [];
  const urls = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) urls.add(new URL(src, pageUrl).href);
    else if (!/type=["']?application\/(ld\+)?json/i.test(attributes) && body.trim()) inline.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href && /rel=["']?modulepreload/i.test(tag)) urls.add(new URL(href, pageUrl).href);
  }
  // Astro islands name their component and renderer modules in attributes.
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const [, url] of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      urls.add(new URL(url, pageUrl).href);
  }
  return { inline, urls };
}

/** Every module reachable from the entry modules through static imports (what the browser loads). */
async function loadModules(entryUrls) {
  const seen = new Map();
  const queue = [...entryUrls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const code = await response.text();
    seen.set(url, code);
    for (const [, specifier] of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g)) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) queue.push(new URL(specifier, url).href);
    }
  }
  return seen;
}

const gzip = (text) => gzipSync(Buffer.from(text)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  await ready;
  const rows = [];
  for (const path of pages) {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const { inline, urls } = scriptsOf(await response.text(), base + path);
    const modules = await loadModules(urls);
    const inlineGzip = inline.reduce((sum, body) => sum + gzip(body), 0);
    const externalGzip = [...modules.values()].reduce((sum, code) => sum + gzip(code), 0);
    rows.push({ path, inline: inline.length, files: modules.size, inlineGzip, externalGzip, total: inlineGzip + externalGzip });
  }
  const reference = rows.find((row) => row.path === baseline)?.total ?? 0;
  console.log(`\nJavaScript per page, gzip (zlib level 6); baseline ${baseline}\n`);
  console.table(
    rows.map((row) => ({
      route: row.path,
      'inline scripts': row.inline,
      'script files': row.files,
      'inline gzip': kb(row.inlineGzip),
      'files gzip': kb(row.externalGzip),
      'total gzip': kb(row.total),
      bytes: row.total,
      'vs log-in': row.path === baseline || reference === 0 ? '—' : `${((row.total / reference) * 100).toFixed(1)} %`,
    })),
  );
} finally {
  server.kill();
  await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(undefined)));
  rmSync(dataDir, { recursive: true, force: true });
}
