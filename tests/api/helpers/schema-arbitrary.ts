/**
 * fast-check values shaped by a procedure's zod input (through its JSON Schema): mostly inputs that
 * look right, near their bounds and past them, with arbitrary JSON mixed in at every level.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.constant({}),
  fc.constant([]),
);

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 40, min + 200);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: 'grapheme', minLength: min, maxLength: max }),
    fc.string({ minLength: max, maxLength: max + 3 }),
  );
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  const inRange = integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(inRange, fc.constantFrom(min, max, min - 1, max + 1, 0, -1));
}

export function arbitraryOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return junk;
  const nested = (s: Schema) => arbitraryOf(s, depth + 1);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(nested));
  if (schema.allOf?.[0]) return nested(schema.allOf[0]);
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: junk });
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      shaped = stringOf(schema);
      break;
    case 'integer':
    case 'number':
      shaped = numberOf(schema, type === 'integer');
      break;
    case 'boolean':
      shaped = fc.boolean();
      break;
    case 'null':
      shaped = fc.constant(null);
      break;
    case 'array':
      shaped = fc.array(nested(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min((schema.maxItems ?? 4) + 1, 12),
      });
      break;
    case 'object': {
      const properties = Object.entries(schema.properties ?? {}).map(([key, value]) => [key, nested(value)] as const);
      const required = new Set(schema.required ?? []);
      shaped = fc.record(Object.fromEntries(properties), { requiredKeys: [...required].filter((key) => key in (schema.properties ?? {})) });
      break;
    }
    default:
      shaped = fc.jsonValue({ maxDepth: 2 });
  }
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

/** Inputs for a zod schema; plain JSON where it has no input. */
export function inputsFor(input: z.core.$ZodType | undefined): fc.Arbitrary<unknown> {
  if (!input) return fc.oneof(fc.constant(undefined), junk);
  return arbitraryOf(z.toJSONSchema(input, { unrepresentable: 'any', io: 'input' }) as Schema);
}
