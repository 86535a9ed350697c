/// <reference types="astro/client" />
declare namespace App {
  interface Locals {
    lang: import('./lib/i18n/languages').Language;
    /** The server layer's database, for pages rendered on the server (src/server/page-db.ts). */
    db?: import('./server/db/client').Db;
  }
}

interface ImportMetaEnv {
  readonly PUBLIC_API_URL?: string;
  readonly PUBLIC_OTEL_LOGS_URL?: string;
  readonly PUBLIC_OTEL_LOGS_HEADERS?: string;
  readonly PUBLIC_MAP_STYLE_URL?: string;
}
