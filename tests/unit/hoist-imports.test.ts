/**
 * The build puts in front of each entry chunk an import of every chunk it reaches (scripts/hoist-imports.mjs),
 * so that a browser asks for them at once: the modules must still run in the order they ran before.
 * The chunks here are real modules, run by Node from a folder, with and without the hoisted imports.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hoistTransitiveImports } from '../../scripts/hoist-imports.mjs';

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  code: string;
}

/** A chunk that imports `imports` and then notes that it ran. */
function chunk(fileName: string, imports: string[], isEntry = false): Chunk {
  const code =
    imports.map((imported) => `import "./${imported.split('/').pop()}";`).join('') + `globalThis.ran.push(${JSON.stringify(fileName)});\n`;
  return { type: 'chunk', fileName, imports, isEntry, isDynamicEntry: false, code };
}

/** An island that reaches its chunks through several rounds, with a chunk reached twice. */
function bundle(): Record<string, Chunk> {
  const chunks = [
    chunk('_astro/Island.mjs', ['_astro/react.mjs', '_astro/form.mjs', '_astro/card.mjs'], true),
    chunk('_astro/react.mjs', ['_astro/runtime.mjs']),
    chunk('_astro/form.mjs', ['_astro/runtime.mjs', '_astro/fields.mjs']),
    chunk('_astro/fields.mjs', ['_astro/icons.mjs', '_astro/react.mjs']),
    chunk('_astro/card.mjs', ['_astro/icons.mjs']),
    chunk('_astro/icons.mjs', []),
    chunk('_astro/runtime.mjs', []),
    chunk('_astro/Leaf.mjs', ['_astro/runtime.mjs'], true),
  ];
  return Object.fromEntries(chunks.map((each) => [each.fileName, each]));
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The order in which the chunks run when the browser (here Node) loads `entry` of `chunks`. */
async function runOrder(chunks: Record<string, Chunk>, entry: string): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'tovar-hoist-'));
  folders.push(folder);
  for (const each of Object.values(chunks)) writeFileSync(join(folder, each.fileName.split('/').pop() ?? ''), each.code);
  const ran: string[] = [];
  (globalThis as { ran?: string[] }).ran = ran;
  await import(pathToFileURL(join(folder, entry.split('/').pop() ?? '')).href);
  return ran;
}

describe('hoisted imports', () => {
  it('lists every chunk an entry reaches at its head, each after what it imports', () => {
    const chunks = bundle();
    hoistTransitiveImports(chunks);
    expect(chunks['_astro/Island.mjs']?.code).toMatch(
      /^import "\.\/runtime\.mjs";import "\.\/react\.mjs";import "\.\/icons\.mjs";import "\.\/fields\.mjs";import "\.\/form\.mjs";import "\.\/card\.mjs";import "\.\/react\.mjs";/,
    );
    // Not entries, or nothing more to ask for than they already do: unchanged.
    expect(chunks['_astro/form.mjs']?.code).toBe(bundle()['_astro/form.mjs']?.code);
    expect(chunks['_astro/Leaf.mjs']?.code).toBe(bundle()['_astro/Leaf.mjs']?.code);
  });

  it('runs the modules in the order they ran without it', async () => {
    const before = await runOrder(bundle(), '_astro/Island.mjs');
    const hoisted = bundle();
    hoistTransitiveImports(hoisted);
    expect(before).toEqual([
      '_astro/runtime.mjs',
      '_astro/react.mjs',
      '_astro/icons.mjs',
      '_astro/fields.mjs',
      '_astro/form.mjs',
      '_astro/card.mjs',
      '_astro/Island.mjs',
    ]);
    expect(await runOrder(hoisted, '_astro/Island.mjs')).toEqual(before);
  });
});
