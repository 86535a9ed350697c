/**
 * `npm run verify-deliveries`: walks the proof-of-delivery hash chain (src/server/services/deliveries/
 * delivery-chain.ts) in the database the server uses — PostgreSQL when DATABASE_URL is set, otherwise
 * PGlite in DATA_DIR/db (stop the server first: only one process may open it). Exits 0 when every
 * link holds, 1 naming each broken record (its id and transport) otherwise.
 */
import path from 'node:path';
import { config } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { DatabaseLockedError } from '../src/server/db/lock';
import { verifyChain } from '../src/server/services/deliveries/delivery-chain';

const why = { contentChanged: 'its content does not match its hash', linkBroken: 'it does not chain to the record before it' };

async function main(): Promise<number> {
  let database: Database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
  try {
    const { checked, broken } = await verifyChain(database.db);
    if (broken.length === 0) {
      console.log(`✔ ${checked} delivery records: the chain holds.`);
      return 0;
    }
    console.error(`✖ ${broken.length} of ${checked} delivery records break the chain:`);
    for (const link of broken) console.error(`  record ${link.id} (transport ${link.transportId}): ${why[link.reason]}`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('✖ Verifying the delivery records failed:', error);
    process.exit(1);
  },
);
