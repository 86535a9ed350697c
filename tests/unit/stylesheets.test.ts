/**
 * Every page takes one stylesheet (issue 23): `app.css`, which Tailwind builds from the whole of src/,
 * or `site.css` for the public and account pages, built only from the files its @source lines name
 * so that those pages inline under half the CSS. Follows each page's imports: a page must reach
 * exactly one sheet, and every file that draws part of a site.css page must be one that sheet scans,
 * or its classes would be missing there.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';

const sheets = { app: 'src/styles/app.css', site: 'src/styles/site.css' };

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join('src', specifier.slice(2)) : join(dirname(from), specifier);
  return (
    ['', '.ts', '.tsx', '.astro', '/index.ts'].map((end) => base + end).find((path) => existsSync(path) && !path.endsWith('/')) ?? null
  );
}

/** The files of src/ a file imports (types only excepted), stylesheets included. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = source.matchAll(
    /(?:^|\n)\s*(?:import(?!\s+type\b)[^'";]*?from\s*|import\s*|export[^'";]*?from\s*)'((?:@\/|\.\.?\/)[^']+)'/g,
  );
  const dynamic = source.matchAll(/import\(\s*'((?:@\/|\.\.?\/)[^']+)'\s*\)/g);
  return [...specifiers, ...dynamic].map(([, specifier = '']) => resolveImport(file, specifier)).filter((path) => path !== null);
}

function graphOf(page: string): Set<string> {
  const seen = new Set<string>();
  const queue = [page];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (/\.(astro|tsx?)$/.test(file)) queue.push(...importsOf(file));
  }
  return seen;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files whose text Tailwind must read for a page: its components, and the class lists kept in .ts files beside them. */
const drawsClasses = (file: string) => /\.(astro|tsx)$/.test(file) || /^src\/(components|islands)\/.*\.ts$/.test(file);

const siteSources = [...readFileSync(sheets.site, 'utf8').matchAll(/@source '([^']+)'/g)].map(([, glob = '']) => join('src/styles', glob));
const pages = filesUnder('src/pages').filter((page) => page.endsWith('.astro'));

describe('stylesheets', () => {
  it('gives every page exactly one of app.css and site.css', () => {
    for (const page of pages) {
      const graph = graphOf(page);
      expect(
        Object.values(sheets).filter((sheet) => graph.has(sheet)),
        page,
      ).toHaveLength(1);
    }
  });

  it('scans for site.css every file its pages draw with', () => {
    const sitePages = pages.filter((page) => graphOf(page).has(sheets.site));
    expect(sitePages).toContain('src/pages/home/user/log-in.astro');
    expect(sitePages).toContain('src/pages/[...lang]/index.astro');
    const unscanned = new Set<string>();
    for (const page of sitePages)
      for (const file of graphOf(page)) if (drawsClasses(file) && !siteSources.some((glob) => matchesGlob(file, glob))) unscanned.add(file);
    expect([...unscanned]).toEqual([]);
  });

  it('names in site.css only files that exist', () => {
    const files = filesUnder('src');
    for (const glob of siteSources)
      expect(
        files.some((file) => matchesGlob(file, glob)),
        glob,
      ).toBe(true);
  });
});
