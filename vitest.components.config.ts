/**
 * The `components` project (vitest.config.ts lists it): Astro components rendered on the server
 * through Astro's container API, with the site's own Vite set-up, so a test reads the HTML a page
 * sends. A file of its own because only this project needs Astro's plugins; the others start faster.
 * PUBLIC_APP_URL is set so that a test can tell the configured address from a request's Host.
 */
/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig(
  {
    test: {
      name: 'components',
      include: ['tests/components/**/*.test.ts'],
      environment: 'node',
      env: {
        TOVAR_LOG: 'silent',
        AUTH_SECRET: 'tovar-tests-secret-0123456789abcdef-0123456789',
        PUBLIC_APP_URL: 'https://tovar.example',
      },
    },
  },
  { logLevel: 'warn' },
);
