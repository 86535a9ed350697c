/**
 * One rule for every procedure's input, before its schema reads it: no string anywhere in it (a
 * value or an object key, at any depth) may hold a NUL (U+0000). PostgreSQL cannot store one (it
 * was a 500 wherever a NUL reached SQL) and no field means one, so a new procedure cannot bring the
 * regression back by forgetting a rule. The other control characters stay a field's own rule
 * (src/lib/schemas/text.ts): a multi-line text keeps tabs and line feeds, a password is opaque.
 * The refusal reads like a schema's: BAD_REQUEST, `validation:invalidInput`, and the field that
 * held it with `validation:controlCharacters`. Queries, mutations and subscriptions alike.
 */
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { controlCharactersMessage } from '@/lib/schemas/text';

type Path = (string | number)[];

/** Where a value is: its key in its holder, and the holder's place (none at the input's root). */
interface Place {
  key: string | number;
  holder: Place | null;
}

function pathOf(place: Place | null): Path {
  const path: Path = [];
  for (let at = place; at; at = at.holder) path.push(at.key);
  return path.reverse();
}

/**
 * Where the first NUL is (the object holding it, for a key), or null. A loop over values with a
 * link to their holder, not recursion nor a path copied per level: any depth takes linear time.
 */
export function pathOfNul(input: unknown): Path | null {
  const pending: { value: unknown; place: Place | null }[] = [{ value: input, place: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, place } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(place);
    } else if (Array.isArray(value)) {
      value.forEach((item: unknown, key) => pending.push({ value: item, place: { key, holder: place } }));
    } else if (value instanceof Map || value instanceof Set) {
      for (const [key, item] of value.entries()) pending.push({ value: key, place }, { value: item, place });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push({ value: key, place }, { value: item, place: { key, holder: place } });
    }
  }
  return null;
}

/** Throws BAD_REQUEST when the raw input holds a NUL. */
export function refuseNul(input: unknown): void {
  const path = pathOfNul(input);
  if (!path) return;
  const issue = { code: 'custom' as const, path, message: controlCharactersMessage, input: undefined };
  // The kind a schema's parse throws (an Error, so tRPC keeps it as the cause): the formatter reads its fields.
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:invalidInput', cause: new z.core.$ZodRealError([issue]) });
}
