/**
 * Rows of a prepared select turned into objects by a mapper built once per query (issue 25).
 * Drizzle maps every row by walking the selection: per column it asks which kind of field it is,
 * walks the column's path and decides again whether a left-joined table came back empty. On a page
 * of twenty loads with thirty columns that was a fifth of the load search's CPU. The mapper here
 * decides all of it once, from the same ordered fields, and per row only decodes and assigns.
 * It gives what Drizzle's mapping gives, keys in the same order (tests/api/row-mapper.test.ts).
 */
import { types } from 'node:util';
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What Drizzle's prepared select keeps of its selection: each column's path in the row object, and its field. */
export interface OrderedField {
  path: string[];
  field: unknown;
}

/** What turns a column's driver value into the row's value (a column, or a SQL expression's decoder). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
type Row = Record<string, unknown>;

/**
 * A column read through a subquery (the load search's page, a lateral join) is a Proxy of the
 * table's column (Drizzle's ColumnAliasProxyHandler): each value decoded through it is a trapped
 * read of the method and of each setting it reads. A plain copy (the same class, the same settings,
 * read once here) decodes the same for a third of the CPU: ~10 µs on a page of loads (issue 25).
 */
function plainColumn(column: Column): Decoder {
  if (!types.isProxy(column)) return column;
  return Object.assign(Object.create(Object.getPrototypeOf(column) as object) as object, column) as Decoder;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return plainColumn(field);
  // A SQL expression's decoder is Drizzle-internal (`sql<T>``…``.mapWith(…)` sets it).
  const decoding = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoding(field);
  if (is(field, Subquery)) return decoding(field._.sql as SQL);
  return decoding((field as SQL.Aliased).sql);
}

/**
 * One step per value set (from `column`, by `decoder`), or per nested object made (no decoder), in
 * the order Drizzle's mapping does them: a nested object is made where its first column comes.
 * `into` is the object the step writes into: 0 is the row, n the n-th nested object made.
 */
type Step = { into: number; key: string; column: number; decoder: Decoder } | { into: number; key: string; decoder: null };

/**
 * A left-joined table whose first column came back null is null as a whole (Drizzle's rule), when
 * every column of that object is one table's and the join may miss.
 */
interface Nullable {
  key: string;
  column: number;
  table: string;
}

/** The steps, and how many objects a row is made of (itself and its nested ones). */
function stepsOf(fields: readonly OrderedField[]): { steps: Step[]; objects: number } {
  const steps: Step[] = [];
  const made = new Map<string, number>([['', 0]]);
  fields.forEach(({ path, field }, column) => {
    let into = 0;
    for (let depth = 0; depth < path.length - 1; depth++) {
      const prefix = path.slice(0, depth + 1).join('\u0000');
      let object = made.get(prefix);
      if (object === undefined) {
        object = made.size;
        made.set(prefix, object);
        steps.push({ into, key: path[depth]!, decoder: null });
      }
      into = object;
    }
    steps.push({ into, key: path.at(-1)!, column, decoder: decoderOf(field) });
  });
  return { steps, objects: made.size };
}

function nullablesOf(fields: readonly OrderedField[], joinsNotNullable: Record<string, boolean>): Nullable[] {
  const byObject = new Map<string, Nullable | false>();
  fields.forEach(({ path, field }, column) => {
    if (!is(field, Column) || path.length !== 2) return;
    const [key] = path as [string, string];
    const table = getTableName(field.table);
    const seen = byObject.get(key);
    if (seen === undefined) byObject.set(key, { key, column, table });
    else if (seen && seen.table !== table) byObject.set(key, false);
  });
  return [...byObject.values()].filter((nullable): nullable is Nullable => nullable !== false && !joinsNotNullable[nullable.table]);
}

/** The mapper for one prepared select's array rows; `joinsNotNullable` is the query's (absent without joins). */
export function rowMapper(fields: readonly OrderedField[], joinsNotNullable?: Record<string, boolean>): (rows: unknown[][]) => Row[] {
  const { steps, objects } = stepsOf(fields);
  const nullables = joinsNotNullable ? nullablesOf(fields, joinsNotNullable) : [];
  const mapRow = (row: unknown[]): Row => {
    const made: Row[] = new Array<Row>(objects);
    const result: Row = {};
    made[0] = result;
    let next = 1;
    for (const step of steps) {
      if (step.decoder === null) {
        const object: Row = {};
        made[step.into]![step.key] = object;
        made[next++] = object;
        continue;
      }
      const raw = row[step.column];
      made[step.into]![step.key] = raw === null ? null : step.decoder.mapFromDriverValue(raw);
    }
    for (const { key, column } of nullables) if (row[column] === null) result[key] = null;
    return result;
  };
  return (rows) => rows.map(mapRow);
}
