// Astro: static public pages, server-rendered app pages whose React islands the server renders first
// and the browser hydrates (issue 23). Astro runs as middleware
// behind our own server layer (src/server/http), which serves /api, the static files and the headers.
import crypto from 'node:crypto';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { inlineScripts } from './src/lib/inline-scripts.ts';
import { contentSecurityDirectives } from './src/server/http/content-security.ts';
import { tovarApiInDev } from './scripts/dev-api.mjs';
import { sharedChunks } from './scripts/shared-chunks.mjs';
import { hoistImports } from './scripts/hoist-imports.mjs';

const sha256 = (text) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', staticHeaders: true, bodySizeLimit: 16 * 1024 }),
  integrations: [react(), tovarApiInDev(), sharedChunks(), hoistImports()],
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
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'nodemailer', 'web-push'] },
  },
});
