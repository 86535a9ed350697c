/**
 * A PGlite with some of its methods replaced (user-writes.ts counts writes, pglite-statements.ts
 * names statements). PGlite keeps its state in private fields, so every other method must run on
 * the instance itself, not on the proxy.
 */
import type { PGlite } from '@electric-sql/pglite';

export function overriding(client: PGlite, methods: Partial<Record<PropertyKey, unknown>>): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(methods, property)) return methods[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
