/**
 * The direction of dependencies (ARCHITECTURE.md): lib is a leaf shared by client and server; stores
 * build on lib; the client layer (API client, session, hooks, i18n runtime) builds on stores and lib;
 * the UI primitives and the app components know nothing of islands, the client layer or the stores.
 * On the server (README, "Layout"): db knows only the database, platform is infrastructure under every
 * domain, services are imported by routers and the server layer (http) and never the other way, and
 * only the composition root (app.ts) starts anything.
 * Checked on every import and re-export in the source, type-only ones included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(process.cwd(), 'src');

interface Import {
  file: string;
  /** The imported module's path under src (e.g. "stores/auth"), or null for a package or a file outside src. */
  target: string | null;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|astro)$/.test(file))
    .map((file) => join(dir, file));
}

const specifiers = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): Import[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(specifiers)].map((match) => {
    const specifier = (match[3] ?? match[4])!;
    let absolute: string | null = null;
    if (specifier.startsWith('@/')) absolute = join(src, specifier.slice(2));
    else if (specifier.startsWith('.')) absolute = resolve(dirname(join(src, file)), specifier);
    const inside = absolute !== null && !relative(src, absolute).startsWith('..');
    return { file, target: inside ? relative(src, absolute!).split('\\').join('/') : null, typeOnly: Boolean(match[2]) };
  });
}

const layerOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('components/') || path.startsWith('server/') ? 2 : 1)
    .join('/');

/** Every import from `layer` into src, by the layer it reaches. */
function reachedFrom(layer: string): Import[] {
  return sourceFiles(layer)
    .flatMap(importsOf)
    .filter((entry) => entry.target !== null);
}

function offending(layer: string, allowed: readonly string[], exception: (entry: Import) => boolean = () => false): string[] {
  return reachedFrom(layer)
    .filter((entry) => !allowed.includes(layerOf(entry.target!)) && !exception(entry))
    .map((entry) => `${entry.file} → ${entry.target}`);
}

/** Imports from `layer` into any of the `forbidden` layers (a file under src/server is its own layer, e.g. server/app.ts). */
function reaching(layer: string, forbidden: readonly string[]): string[] {
  return reachedFrom(layer)
    .filter((entry) => forbidden.includes(layerOf(entry.target!).replace(/\.tsx?$/, '')))
    .map((entry) => `${entry.file} → ${entry.target}`);
}

/** The API client may name the router's type (erased at build); nothing else of the server. */
const routerType = (entry: Import) => entry.typeOnly && entry.target === 'server/root';

describe('direction of dependencies', () => {
  it('finds the imports it checks (the scan itself works)', () => {
    const client = reachedFrom('client').map((entry) => entry.target);
    expect(client).toContain('stores/auth');
    expect(client).toContain('lib/i18n/options');
    expect(reachedFrom('stores').map((entry) => entry.target)).toContain('lib/i18n/languages');
    expect(reachedFrom('components/ui').map((entry) => entry.target)).toContain('lib/utils');
    expect(offending('islands', ['lib'])).not.toEqual([]);
  });

  it('lib imports nothing of ours outside lib', () => {
    expect(offending('lib', ['lib'])).toEqual([]);
  });

  it('stores import only lib (and each other)', () => {
    expect(offending('stores', ['lib', 'stores'])).toEqual([]);
  });

  it('the client layer imports only stores and lib (and the router type)', () => {
    expect(offending('client', ['client', 'stores', 'lib'], routerType)).toEqual([]);
  });

  it.each(['components/ui', 'components/app'])('%s imports nothing from islands, the client layer or the stores', (layer) => {
    expect(offending(layer, ['components/ui', 'components/app', 'lib'])).toEqual([]);
  });
});

describe('direction of dependencies in the server', () => {
  it('finds the imports it checks (the scan itself works)', () => {
    expect(reaching('server/routers', ['server/services'])).not.toEqual([]);
    expect(reaching('server/http', ['server/app'])).not.toEqual([]);
    expect(reaching('server/db', ['server/platform'])).not.toEqual([]);
  });

  it('db imports no service, router, server layer or seed, and not the composition root', () => {
    expect(reaching('server/db', ['server/services', 'server/routers', 'server/http', 'server/seed', 'server/app'])).toEqual([]);
  });

  it('platform imports no service, router or server layer, and not the composition root', () => {
    expect(reaching('server/platform', ['server/services', 'server/routers', 'server/http', 'server/app'])).toEqual([]);
  });

  it('services import no router or server layer, and not the composition root', () => {
    expect(reaching('server/services', ['server/routers', 'server/http', 'server/app'])).toEqual([]);
  });

  it('routers import no server layer, and not the composition root', () => {
    expect(reaching('server/routers', ['server/http', 'server/app'])).toEqual([]);
  });
});
