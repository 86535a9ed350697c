// `npm exec -- node scripts/copy-map-fonts.mjs`: copies the Noto Sans files the map's place labels are
// drawn with (from @fontsource/noto-sans, SIL Open Font License 1.1) into public/map/fonts, with the
// licence beside them. Run when that package changes; the output is committed.
// MapLibre 6 draws label text from a font file the style declares (`font-faces`, see
// src/client/map/map-fonts.ts), so no glyph PBF ranges are built: three subsets (Latin, Latin
// Extended, Cyrillic) cover every name in public/map/places.json and each loads only when a label
// needs one of its letters.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@fontsource/noto-sans/package.json'));
const outDir = new URL('../public/map/fonts/', import.meta.url);
const subsets = ['latin', 'latin-ext', 'cyrillic'];

fs.mkdirSync(outDir, { recursive: true });
for (const subset of subsets) {
  const name = `noto-sans-${subset}-400-normal.woff2`;
  fs.copyFileSync(path.join(packageDir, 'files', name), new URL(name, outDir));
  console.log(`${name}: ${fs.statSync(new URL(name, outDir)).size.toLocaleString('en')} bytes`);
}
fs.copyFileSync(path.join(packageDir, 'LICENSE'), new URL('OFL.txt', outDir));
