// Serves the built product (run `npm run build` first): demo data on an empty database unless
// TOVAR_SEED_DEMO=0, the embedded database in DATA_DIR unless DATABASE_URL is set, and the demo
// fleet driving through the tracker endpoint unless TOVAR_SIMULATE=0.
import { spawn } from 'node:child_process';

process.env.NODE_ENV ??= 'production';
process.env.TOVAR_SEED_DEMO ??= '1';
process.env.HOST ??= '0.0.0.0';
process.env.PORT ??= '4321';

const { startServer } = await import('../dist/tovar/server.mjs');

/** The demo fleet drives through the tracker endpoint beside the server (scripts/simulate-fleet.ts); TOVAR_SIMULATE=0 turns it off. */
function simulateFleet(url) {
  // The IPC channel closes when this process ends, however it ends: the simulator stops with it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/simulate-fleet.ts'], {
    env: { ...process.env, TOVAR_SIMULATE_URL: `${url}/api/osmand` },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('error', (error) => console.warn(`The fleet simulator did not start: ${error.message}`));
  process.on('exit', () => child.kill());
}

try {
  const server = await startServer();
  console.log(`Tovar is ready on ${server.url}`);
  if (server.outboxUrl) console.log(`Mails without SMTP go to the local outbox, readable on this machine only: ${server.outboxUrl}`);
  if (process.env.TOVAR_SIMULATE !== '0' && process.env.TOVAR_SEED_DEMO !== '0') simulateFleet(server.url);
} catch (error) {
  console.error(`Tovar could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
