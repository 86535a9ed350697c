/**
 * What a failed store may log: the error's class and code (a PostgreSQL SQLSTATE such as 22003,
 * "numeric value out of range"), its cause's when it wraps one. Never its message: the database's
 * quotes the batch statement, and the redaction that drops its parameters keeps the SQL around them.
 */
export interface StoreFailure {
  name: string;
  code?: string;
}

export function storeFailure(error: unknown): StoreFailure {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(inner instanceof Error)) return { name: typeof inner };
  const code = (inner as { code?: unknown }).code;
  return { name: inner.constructor.name, ...(typeof code === 'string' ? { code } : {}) };
}
