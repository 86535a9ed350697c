/**
 * Every page takes one stylesheet (issue 23): `app.css`, which Tailwind builds from the whole of src/,
 * or `site.css` for the public and account pages, built only from the files its @source lines name
 * so that those pages inline under half the CSS. Follows each page's imports: a page must reach
 * exactly one sheet, and every file that draws part of a site.css page must be one that sheet scans,
 * or its classes would be missing there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './helpers/source-imports';

const sheets = { app: 'src/styles/app.css', site: 'src/styles/site.css' };
const filesUnder = (folder: string) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));

/** The files whose text Tailwind must read for a page: its components, and the class lists kept in .ts files beside them. */
const drawsClasses = (file: string) => /\.(astro|tsx)$/.test(file) || /^src\/(components|islands)\/.*\.ts$/.test(file);

const siteSources = [...readFileSync(sheets.site, 'utf8').matchAll(/@source '([^']+)'/g)].map(([, glob = '']) => join('src/styles', glob));
/** Each page and every file it reaches. */
const graphs = new Map(
  filesUnder('src/pages')
    .filter((page) => page.endsWith('.astro'))
    .map((page) => [page, importGraph([page])]),
);

describe('stylesheets', () => {
  it('gives every page exactly one of app.css and site.css', () => {
    for (const [page, graph] of graphs) {
      expect(
        Object.values(sheets).filter((sheet) => graph.has(sheet)),
        page,
      ).toHaveLength(1);
    }
  });

  it('scans for site.css every file its pages draw with', () => {
    const sitePages = [...graphs].filter(([, graph]) => graph.has(sheets.site));
    expect(sitePages.map(([page]) => page)).toContain('src/pages/home/user/log-in.astro');
    expect(sitePages.map(([page]) => page)).toContain('src/pages/[...lang]/index.astro');
    const unscanned = new Set<string>();
    for (const [, graph] of sitePages)
      for (const file of graph) if (drawsClasses(file) && !siteSources.some((glob) => matchesGlob(file, glob))) unscanned.add(file);
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
