// `npm run build`: Astro builds the pages and islands (dist/client, dist/server), then Vite bundles
// our server layer (src/server/http/main.ts) into dist/tovar/server.mjs, which `npm start` runs.
// Text files in dist/client get brotli and gzip copies beside them, which the server sends as they are.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build as buildAstro } from 'astro';
import { build as buildVite } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

await buildAstro({ root });
await buildVite({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
  build: {
    ssr: 'src/server/http/main.ts',
    outDir: 'dist/tovar',
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    rollupOptions: { output: { entryFileNames: 'server.mjs' } },
  },
});
console.log('Server layer built: dist/tovar/server.mjs');

const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|pbf)$/;
let saved = 0;
for (const file of fs.readdirSync(path.join(root, 'dist/client'), { recursive: true, withFileTypes: true })) {
  const full = path.join(file.parentPath, file.name);
  if (!file.isFile() || !compressible.test(file.name)) continue;
  const content = fs.readFileSync(full);
  if (content.length < 1024) continue;
  const variants = {
    br: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gz: zlib.gzipSync(content, { level: 9 }),
  };
  for (const [extension, compressed] of Object.entries(variants)) {
    if (compressed.length >= content.length) continue;
    fs.writeFileSync(`${full}.${extension}`, compressed);
    if (extension === 'br') saved += content.length - compressed.length;
  }
}
console.log(`Precompressed dist/client (brotli saves ${Math.round(saved / 1024)} KB)`);
