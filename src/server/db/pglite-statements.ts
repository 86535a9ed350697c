/**
 * Named prepared statements on PGlite (issue 25). PGlite's `query` parses, describes, binds and
 * plans every call from scratch, in six calls into its WebAssembly, which runs on baseline code
 * (client.ts): the load search's first page spent 2.9 ms of CPU there per call. Here each query text
 * is parsed once under a name of its own and each call is one bind-describe-execute-sync, so
 * PostgreSQL's plan cache serves it as it serves node-postgres's named statements (custom plans for
 * the first five calls, then the generic plan when that costs no more): 1.6 ms for the same page.
 * Values are serialised by PGlite's own functions, under its own locks; the answer is read by
 * pglite-results.ts (rows typed by PGlite's parsers, errors PGlite's own), and the notifications it
 * holds delivered by pglite-listeners.ts. Anything else (blobs, declared parameter types) takes
 * PGlite's way. The last `capacity` texts keep their statements; an older one is closed when a new
 * one needs room.
 */
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import { notificationListeners } from './pglite-listeners';
import { overriding } from './pglite-overrides';
import { readAnswer } from './pglite-results';

const { serialize } = protocol;
/** A statement the database no longer has or can no longer run as planned: forgotten, and run once PGlite's way. */
const staleStatement = new Set(['26000', '0A000']);

interface Statement {
  name: string;
  parameterTypes: number[];
}

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}

/** As PGlite reports a failed query: its DatabaseError, naming the query and its values. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof Error && 'code' in error) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

function namedStatements(client: PGlite, capacity: number) {
  const statements = new Map<string, Statement>();
  const listeners = notificationListeners(client);
  let counter = 0;

  async function prepared(query: string): Promise<Statement> {
    const known = statements.get(query);
    if (known) {
      statements.delete(query); // the most recent last: the first in the map is the one to close
      statements.set(query, known);
      return known;
    }
    const oldest = statements.size >= capacity ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      await client.execProtocolStream(joined([serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    const name = `tovar_${++counter}`;
    const messages = await client.execProtocolStream(
      joined([serialize.parse({ name, text: query, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(query, statement);
    return statement;
  }

  async function run<T>(query: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    const statement = await prepared(query);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? (serializer(param) as string) : String(param as string);
    });
    // The answer's bytes as they come (PGlite's buffer, reused: copied), read by readAnswer, not by PGlite.
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    const { results, notifications } = readAnswer(chunks.length === 1 ? chunks[0]! : joined(chunks), client.parsers, options);
    for (const { channel, payload } of notifications) listeners.deliver(channel, payload);
    if (!inTransaction) await client.syncToFs();
    return results as Results<T>;
  }

  /** One query PGlite's way, or on a named statement; `tx`: inside that transaction, whose lock the caller holds. */
  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: Transaction): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes) return tx ? tx.query<T>(text, params, options) : client.query<T>(text, params, options);
    if (tx?.closed) throw new Error('Transaction is closed');
    await client._checkReady();
    const exclusive = () =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options, tx !== undefined);
        } catch (error) {
          const stale = staleStatement.has((error as { code?: string }).code ?? '');
          if (stale) statements.delete(text);
          // Inside a transaction the failure has aborted it: nothing to retry.
          if (tx || !stale) throw withQuery(error, text, params, options);
          return null;
        }
      });
    return (tx ? await exclusive() : await client._runExclusiveTransaction(exclusive)) ?? client.query<T>(text, params, options);
  }

  return {
    query,
    ...listeners.methods,
    /** A transaction whose queries use the same statements; the rest of its interface is PGlite's. */
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) =>
        callback(
          Object.assign(Object.create(tx) as Transaction, {
            query: <R>(text: string, params?: unknown[], options?: QueryOptions) => query<R>(text, params, options, tx),
          }),
        ),
      ),
  };
}

/** The client drizzle should use: the same PGlite, its queries on named statements. */
export const withNamedStatements = (client: PGlite, capacity = 200): PGlite => overriding(client, namedStatements(client, capacity));
