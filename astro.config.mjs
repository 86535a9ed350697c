// Astro: static public pages, server-rendered platform shells, React islands, one Node server.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { host: true, port: Number(process.env.PORT ?? 4321) },
  security: { checkOrigin: true },
  build: { inlineStylesheets: 'always' },
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'nodemailer'] },
  },
});
