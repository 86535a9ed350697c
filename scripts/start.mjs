// Serves the built product (run `astro build` first): demo data on an empty database unless
// TOVAR_SEED_DEMO=0, the embedded database in DATA_DIR unless DATABASE_URL is set.
process.env.NODE_ENV ??= 'production';
process.env.TOVAR_SEED_DEMO ??= '1';
process.env.HOST ??= '0.0.0.0';
process.env.PORT ??= '4321';

await import('../dist/server/entry.mjs');

// Open the database now (migrations, demo data) instead of on the first visitor's request.
const url = `http://localhost:${process.env.PORT}`;
const health = await fetch(`${url}/api/health`).catch((error) => ({ ok: false, statusText: String(error) }));
if (!health.ok) {
  console.error(`Tovar could not open its database: ${health.statusText}`);
  process.exit(1);
}
console.log(`Tovar is ready on ${url}`);
