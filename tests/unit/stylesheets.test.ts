/**
 * Every page takes one stylesheet (issue 23): `app.css`, which Tailwind builds from the whole of src/,
 * `site.css` for the public pages or `account.css` for the account pages, each built only from the
 * files its @source lines name so that those pages inline less CSS. Follows each page's imports: a
 * page must reach exactly one sheet, and every file that draws part of a page must be one that its
 * sheet scans, or its classes would be missing there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './helpers/source-imports';

const sheets = { app: 'src/styles/app.css', site: 'src/styles/site.css', account: 'src/styles/account.css' };
/** The sheets that name their own sources, and a page each must serve. */
const scannedSheets = [
  { sheet: sheets.site, page: 'src/pages/[...lang]/index.astro' },
  { sheet: sheets.account, page: 'src/pages/home/user/log-in.astro' },
];
const filesUnder = (folder: string) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));

/** The files whose text Tailwind must read for a page: its components, and the class lists kept in .ts files beside them. */
const drawsClasses = (file: string) => /\.(astro|tsx)$/.test(file) || /^src\/(components|islands)\/.*\.ts$/.test(file);

const sourcesOf = (sheet: string) =>
  [...readFileSync(sheet, 'utf8').matchAll(/@source '([^']+)'/g)].map(([, glob = '']) => join('src/styles', glob));
/** Each page and every file it reaches. */
const graphs = new Map(
  filesUnder('src/pages')
    .filter((page) => page.endsWith('.astro'))
    .map((page) => [page, importGraph([page])]),
);

describe('stylesheets', () => {
  it('gives every page exactly one of app.css, site.css and account.css', () => {
    for (const [page, graph] of graphs) {
      expect(
        Object.values(sheets).filter((sheet) => graph.has(sheet)),
        page,
      ).toHaveLength(1);
    }
  });

  describe.each(scannedSheets)('$sheet', ({ sheet, page }) => {
    const sources = sourcesOf(sheet);

    it('scans every file its pages draw with', () => {
      const pages = [...graphs].filter(([, graph]) => graph.has(sheet));
      expect(pages.map(([name]) => name)).toContain(page);
      const unscanned = new Set<string>();
      for (const [, graph] of pages)
        for (const file of graph) if (drawsClasses(file) && !sources.some((glob) => matchesGlob(file, glob))) unscanned.add(file);
      expect([...unscanned]).toEqual([]);
    });

    it('names only files that exist', () => {
      const files = filesUnder('src');
      for (const glob of sources)
        expect(
          files.some((file) => matchesGlob(file, glob)),
          glob,
        ).toBe(true);
    });
  });
});
