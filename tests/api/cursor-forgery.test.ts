/**
 * A forged cursor whose sort key has the printed shape of a time, a day or a distance but no real
 * value (31 February, 1e999) is bad input: BAD_REQUEST, not the 500 of a failed cast in SQL.
 */
import { describe, it } from 'vitest';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount, createTransporter } from './helpers/transports';

const db = useTestDatabase();
const encode = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const id = '00000000-0000-4000-8000-000000000000';

describe(`forged cursors on ${testDatabaseKind}`, () => {
  it('the notifications and the inbox refuse times that do not exist', async () => {
    const owner = await createAccount(db(), 'USER');
    for (const time of ['1', '2026-02-31 10:00:00+00', 'March 7, 2026']) {
      await expectTrpcError(owner.caller.notifications.list({ cursor: encode([time, id]) }), 'BAD_REQUEST');
      await expectTrpcError(owner.caller.messages.inbox({ cursor: encode([time, id]) }), 'BAD_REQUEST');
    }
  });

  it('the load search refuses a day, a time or a distance that cannot be cast back', async () => {
    const { caller } = await createTransporter(db());
    await expectTrpcError(caller.loads.search({ sort: 'loadingDate', cursor: encode(['loadingDate', '2026-02-31', id]) }), 'BAD_REQUEST');
    await expectTrpcError(caller.loads.search({ sort: 'newest', cursor: encode(['newest', '2026-11-26 25:00:00+00', id]) }), 'BAD_REQUEST');
  });
});
