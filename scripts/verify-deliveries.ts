/**
 * `npm run verify-deliveries`: walks the proof-of-delivery hash chain (src/server/services/deliveries/
 * delivery-chain.ts) in the database the server uses — PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in DATA_DIR/db (stop the server first: only one process may open it). Exits 0 when every
 * link holds, 1 naming each broken record (its id and transport) otherwise.
 */
import type { Database } from '../src/server/db/client';
import { verifyChain } from '../src/server/services/deliveries/delivery-chain';
import { runScript, withServerDatabase } from './open-database';

const why = { contentChanged: 'its content does not match its hash', linkBroken: 'it does not chain to the record before it' };

async function verify(database: Database): Promise<number> {
  const { checked, broken } = await verifyChain(database.db);
  if (broken.length === 0) {
    console.log(`✔ ${checked} delivery records: the chain holds.`);
    return 0;
  }
  console.error(`✖ ${broken.length} of ${checked} delivery records break the chain:`);
  for (const link of broken) console.error(`  record ${link.id} (transport ${link.transportId}): ${why[link.reason]}`);
  return 1;
}

runScript(() => withServerDatabase(verify), 'Verifying the delivery records failed');
