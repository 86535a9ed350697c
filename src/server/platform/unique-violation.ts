/**
 * Which unique constraint an insert or update ran into. PostgreSQL (pg) and PGlite both report
 * SQLSTATE 23505 with the constraint's (or unique index's) name; Drizzle wraps the driver's error
 * as its `cause`, so the chain is walked.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error || (typeof current === 'object' && current !== null);) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505' && typeof fields.constraint === 'string') return fields.constraint;
    if (fields.cause === current) return undefined;
    current = fields.cause;
  }
  return undefined;
}
