// What each page costs a browser: bytes on the wire (HTML, scripts and stylesheets as the server sends
// them to `Accept-Encoding: br, gzip`), the JavaScript it loads at once (gzip, zlib level 6, the
// measure of issue 9), the JavaScript it can load later on demand (dynamic imports: the calendar), and
// the inline script of the public pages; each beside its goal (issue 23). A second page costs less:
// "after log-in" is what /platform/user adds for a visitor whose browser cached the log-in page's
// chunks. The live map page must not load MapLibre before the map. Builds first when dist/ is
// missing; serves the build on a free port with a throw-away data directory. LIST_FILES=<route> lists that
// route's script files with their gzip bytes.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { rmSync } from 'node:fs';
import { ensureBuild, startTovar } from './lib/servers.mjs';

const kB = 1024;
const publicRoutes = ['/', '/home', '/home/help', '/home/help/terms'];
const otherLanguage = 'sr-Cyrl';
const logIn = '/home/user/log-in';
const wizard = '/platform/user/create';
const userHome = '/platform/user';
const loadSearch = '/platform/transporter/transports';
const livePage = '/platform/transporter/live';
const pages = [
  ...publicRoutes,
  ...publicRoutes.map((route) => (route === '/' ? `/${otherLanguage}/` : `/${otherLanguage}${route}`)),
  logIn,
  '/home/user/sign-up',
  userHome,
  wizard,
  loadSearch,
  livePage,
];
/** Goals of issue 23 (React): JavaScript (gzip) loaded at once; issue 9's inline script on public pages. */
const goals = {
  [logIn]: { js: 150 * kB },
  '/home/user/sign-up': { js: 150 * kB },
  [userHome]: { js: 170 * kB },
  [wizard]: { js: 210 * kB },
  [loadSearch]: { js: 210 * kB },
};
const afterLogInGoal = 40 * kB;
const publicInlineGoal = 1 * kB;
const isPublic = (path) => !path.startsWith('/home/user') && !path.startsWith('/platform');

/** GET with `Accept-Encoding: br, gzip`: the bytes as sent and the decoded text. */
function get(url) {
  return new Promise((done, fail) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (res.statusCode !== 200) return fail(new Error(`${url}: ${res.statusCode}`));
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        done({ wire: raw.length, text: body.toString('utf8') });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** Inline script bodies and the URLs of external scripts, module preloads, islands and stylesheets. */
function assetsOf(html, pageUrl) {
  const inline = [];
  const scripts = new Set();
  const styles = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) scripts.add(new URL(src, pageUrl).href);
    else if (!/type=["']?application\/(ld\+)?json/i.test(attributes) && body.trim()) inline.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (href && /rel=["']?modulepreload/i.test(tag)) scripts.add(new URL(href, pageUrl).href);
    if (href && /rel=["']?stylesheet/i.test(tag)) styles.add(new URL(href, pageUrl).href);
  }
  // Astro islands name their component and renderer modules in attributes.
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const [, url] of tag.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
      scripts.add(new URL(url, pageUrl).href);
  }
  return { inline, scripts, styles };
}

const staticImport = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.m?js)["']/g;
const dynamicImport = /\bimport\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g;
const relative = (specifier) => specifier.startsWith('.') || specifier.startsWith('/');

/** Every module reachable from the entries through static imports, and the dynamic imports they name. */
async function loadModules(entryUrls, known = new Map()) {
  const loaded = new Map();
  const lazy = new Set();
  const queue = [...entryUrls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (loaded.has(url) || known.has(url)) continue;
    const module = await get(url);
    loaded.set(url, module);
    for (const [, specifier] of module.text.matchAll(staticImport)) if (relative(specifier)) queue.push(new URL(specifier, url).href);
    for (const [, specifier] of module.text.matchAll(dynamicImport)) if (relative(specifier)) lazy.add(new URL(specifier, url).href);
  }
  return { loaded, lazy };
}

const gzip = (text) => gzipSync(Buffer.from(text), { level: 6 }).length;
const sum = (values) => values.reduce((total, value) => total + value, 0);
const size = (bytes) => `${(bytes / kB).toFixed(1)} kB`;
const verdict = (value, goal, strict = false) => (goal === undefined ? '' : (strict ? value < goal : value <= goal) ? ' ✓' : ' ✗');

ensureBuild();
const server = await startTovar({ seed: false });
try {
  const rows = [];
  const loadedBy = new Map();
  const mapAtOnce = [];
  for (const path of pages) {
    const html = await get(server.url + path);
    const { inline, scripts, styles } = assetsOf(html.text, server.url + path);
    const { loaded, lazy } = await loadModules(scripts);
    const onDemand = await loadModules(lazy, loaded);
    const css = await Promise.all([...styles].map(get));
    const modules = [...loaded.values()];
    loadedBy.set(path, loaded);
    if (process.env.LIST_FILES === path) for (const [url, m] of loaded) console.log(gzip(m.text), url.replace(server.url, ''));
    if ([...loaded.keys()].some((url) => /\/maplibre-gl[.-]/.test(url))) mapAtOnce.push(path);
    rows.push({
      path,
      wire: html.wire + sum(modules.map((m) => m.wire)) + sum(css.map((c) => c.wire)),
      files: modules.length,
      js: sum(modules.map((m) => gzip(m.text))),
      lazy: sum([...onDemand.loaded.values()].map((m) => gzip(m.text))),
      inline: sum(inline.map(gzip)),
      inlineRaw: sum(inline.map((body) => Buffer.byteLength(body))),
    });
  }
  const cached = loadedBy.get(logIn) ?? new Map();
  const secondPage = [...(loadedBy.get(userHome) ?? new Map())].filter(([url]) => !cached.has(url));
  console.log(`\nPage weight (${server.url}); goals of issue 23 beside the figures (✓ met, ✗ missed)`);
  console.log(
    'JS on demand: every chunk the page may import later, summed (the texts of the other languages, the calendar and its six locales)\n',
  );
  console.table(
    rows.map((row) => {
      const goal = goals[row.path] ?? {};
      const inlineGoal = isPublic(row.path) ? publicInlineGoal : undefined;
      return {
        route: row.path,
        'on the wire (br)': size(row.wire),
        'script files': row.files,
        'JS gzip': size(row.js) + verdict(row.js, goal.js),
        'JS goal': goal.js ? `≤ ${size(goal.js)}` : '',
        'JS on demand gzip': row.lazy ? size(row.lazy) : '—',
        'inline gzip': size(row.inline) + verdict(row.inline, inlineGoal, true),
        'inline raw': `${row.inlineRaw} B`,
        'inline goal': inlineGoal ? `< ${size(inlineGoal)}` : '',
      };
    }),
  );
  const secondJs = sum(secondPage.map(([, m]) => gzip(m.text)));
  console.log(
    `${userHome} after ${logIn} (its chunks cached): ${secondPage.length} new script files, ` +
      `${size(secondJs)} JS gzip${verdict(secondJs, afterLogInGoal)} (goal ≤ ${size(afterLogInGoal)})`,
  );
  console.log(`MapLibre loaded at once by: ${mapAtOnce.length ? mapAtOnce.join(', ') : 'no page (it loads with the map) ✓'}`);
  const figures = Object.fromEntries(rows.map(({ path, ...figures }) => [path, figures]));
  console.log(JSON.stringify({ ...figures, afterLogIn: { files: secondPage.length, js: secondJs } }));
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
