/**
 * Every place a procedure's input holds a string, found by walking its JSON Schema, each with an
 * input that reaches it: a plausible value everywhere around it, so that a hostile string put there
 * gets past the fields beside it to the rule (or the SQL) that reads it.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { Schema } from './schema-arbitrary';

export type Path = (string | number)[];

/** An input of the schema and the path in it to one string. */
export interface StringSite {
  path: Path;
  input: unknown;
}

/** A string the field takes; `key` names the field, for a format its schema does not state (a piped email). */
function exampleString(schema: Schema, key: string): string {
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'email' || /email/i.test(key)) return 'fuzz@tovar.example';
  if (/website|url/i.test(key)) return 'https://tovar.example';
  if (/date|from$|to$/i.test(key)) return new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  if (/phone/i.test(key)) return '+381 11 123 456';
  if (/plate|trackerId|taxId|companyId/i.test(key)) return `FZ-${String(Date.now()).slice(-8)}`;
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.format === 'date') return new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0] ?? '';
  return 'Fuzz value'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 200);
}

/** A plausible value of the schema: its first alternative, every property, one item. */
function exampleOf(schema: Schema, depth = 0, key = ''): unknown {
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.[0]) return exampleOf(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], depth + 1, key);
  if (schema.enum) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return exampleString(schema, key);
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
  if (type === 'boolean') return true;
  if (type === 'array' && depth < 6) return [exampleOf(schema.items ?? {}, depth + 1, key)];
  if (type === 'object' && depth < 6) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, value]) => [name, exampleOf(value, depth + 1, name)]));
  }
  return null;
}

function sitesOf(schema: Schema, depth: number, key = ''): StringSite[] {
  if (depth > 6) return [];
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives) return alternatives.flatMap((alternative) => sitesOf(alternative, depth + 1, key));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const enumOfStrings = schema.enum?.every((value) => typeof value === 'string');
  if (type === 'string' || enumOfStrings || typeof schema.const === 'string') return [{ path: [], input: exampleOf(schema, depth, key) }];
  if (type === 'array') {
    return sitesOf(schema.items ?? {}, depth + 1, key).map(({ path, input }) => ({ path: [0, ...path], input: [input] }));
  }
  if (type !== 'object') return [];
  const around = exampleOf(schema, depth) as Record<string, unknown>;
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    sitesOf(property, depth + 1, name).map(({ path, input }) => ({ path: [name, ...path], input: { ...around, [name]: input } })),
  );
}

/** Each string of a zod input, with an input that reaches it; none for a procedure without input. */
export function stringSitesOf(input: z.core.$ZodType | undefined): StringSite[] {
  if (!input) return [];
  return sitesOf(z.toJSONSchema(input, { unrepresentable: 'any', io: 'input' }) as Schema, 0);
}

/** The input with the string at `path` made by `hostile` from the one there. */
export function withString({ path, input }: StringSite, hostile: (value: string) => string): unknown {
  if (path.length === 0) return hostile(String(input));
  const copy = structuredClone(input) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  parent[last] = hostile(String(parent[last]));
  return copy;
}

/** What an attacker puts in a text field beside a NUL: each must answer below 500, refused or stored as text. */
export const hostileStrings: ((value: string) => string)[] = [
  (value) => `${value}\u202e\u200b\u2066\ufeff`, // bidi overrides, zero-width characters, a BOM
  (value) => `${value}\ud800`, // a lone surrogate
  (value) => `${value}' or '1'='1' --\\`, // SQL quoting and an escape
  (value) => `${value}%00\\u0000\\x00`, // a NUL spelled out, not a NUL
  (value) => `${value}\r\n\t\u0085\u2028\u001b[2J`, // line breaks of every kind, an escape sequence
  (value) => `${value}🚚\u200d👨‍👩‍👧\u0301`, // graphemes, joiners, a combining mark
  (value) => `${value}.*[(?:\\`, // regular-expression syntax
  (value) => value.repeat(Math.ceil(20_000 / Math.max(value.length, 1))), // far past every maximum
  () => ' \u00a0\u3000', // blank of three kinds
];
