import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes a new SQL migration from the schema; both databases apply the same files. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
