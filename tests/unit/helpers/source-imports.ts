// The files of src/ a source file imports, followed from file to file, for the tests that check what
// a page or an island reaches (account-namespaces, stylesheets). Reads every `import … from`,
// `export … from`, side-effect `import '…'` and `import('…')` of a path in src/ (`@/…` or relative),
// type-only ones included; packages are left out.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)'((?:@\/|\.\.?\/)[^']+)'/g;
const endings = ['', '.ts', '.tsx', '.astro', '/index.ts', '/index.tsx'];

/** The file an import names, from the repository's root (`src/…`), or null when there is none. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join('src', specifier.slice(2)) : join(dirname(from), specifier);
  return endings.map((end) => base + end).find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Every file reached from `entries` (they included) through files that pass `follow`; stylesheets are reached, not read. */
export function importGraph(entries: readonly string[], follow: (file: string) => boolean = () => true): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(astro|tsx?)$/.test(file)) continue;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const target = resolveImport(file, specifier);
      if (target && follow(target)) queue.push(target);
    }
  }
  return seen;
}
