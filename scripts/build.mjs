// `npm run build`: Astro builds the pages and islands (dist/client, dist/server), then Vite bundles
// our server layer (src/server/http/main.ts) into dist/tovar/server.mjs, which `npm start` runs.
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
