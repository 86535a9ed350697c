// Astro: static public pages, server-rendered platform shells, React islands rendered by Preact in
// compat mode (issue 9: a tenth of react-dom's weight). Astro runs as middleware
// behind our own server layer (src/server/http), which serves /api, the static files and the headers.
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { inlineScripts } from './src/lib/inline-scripts.ts';
import { contentSecurityDirectives } from './src/server/http/content-security.ts';
import { tovarApiInDev } from './scripts/dev-api.mjs';

const reactShim = fileURLToPath(new URL('./src/client/preact/react-on-preact.js', import.meta.url));

/** Every `preact/compat` import (where the renderer aliases `react` and `react-dom`) but the shim's own goes to the shim. */
function reactOnPreact() {
  return {
    name: 'tovar:react-on-preact',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === 'preact/compat' && importer !== reactShim) return reactShim;
      return null;
    },
  };
}

const sha256 = (text) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', staticHeaders: true, bodySizeLimit: 16 * 1024 }),
  integrations: [preact({ compat: true }), tovarApiInDev()],
  server: { host: true, port: Number(process.env.PORT ?? 4321) },
  security: {
    checkOrigin: true,
    // Scripts: our own files and the exact inline scripts we wrote (by hash), never 'unsafe-inline'.
    // Styles allow inline: Radix and sonner add <style> elements at run time, which carry no script.
    csp: {
      algorithm: 'SHA-256',
      directives: contentSecurityDirectives(process.env.PUBLIC_OTEL_LOGS_URL, process.env.PUBLIC_API_URL, process.env.PUBLIC_MAP_STYLE_URL),
      scriptDirective: { hashes: inlineScripts.map(sha256) },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  build: { inlineStylesheets: 'always' },
  vite: {
    plugins: [tailwindcss(), reactOnPreact()],
    ssr: { external: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'nodemailer'] },
  },
});
