// Serves the built product (run `npm run build` first): demo data on an empty database unless
// TOVAR_SEED_DEMO=0, the embedded database in DATA_DIR unless DATABASE_URL is set.
process.env.NODE_ENV ??= 'production';
process.env.TOVAR_SEED_DEMO ??= '1';
process.env.HOST ??= '0.0.0.0';
process.env.PORT ??= '4321';

const { startServer } = await import('../dist/tovar/server.mjs');
try {
  const server = await startServer();
  console.log(`Tovar is ready on ${server.url}`);
  if (server.outboxUrl) console.log(`Mails without SMTP go to the local outbox, readable on this machine only: ${server.outboxUrl}`);
} catch (error) {
  console.error(`Tovar could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
