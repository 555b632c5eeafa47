/** The database error with this SQLSTATE, however deep the driver wrapped it. */
function findCode(error: unknown, code: string): { constraint?: unknown } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return e as { constraint?: unknown };
  }
  return undefined;
}

/** True when a unique constraint refused the write (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown): boolean => findCode(error, '23505') !== undefined;

/** True when the database ended the transaction to break a deadlock (40P01): nothing of it was written. */
export const isDeadlock = (error: unknown): boolean => findCode(error, '40P01') !== undefined;

/** The name of the unique constraint (or index) that refused the write, if one did. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const constraint = findCode(error, '23505')?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
