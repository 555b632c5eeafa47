/** The error a unique constraint raised (PostgreSQL 23505), however deep the driver wrapped it. */
function findUniqueViolation(error: unknown): { constraint?: unknown } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return e as { constraint?: unknown };
  }
  return undefined;
}

/** True when a unique constraint refused the write. */
export const isUniqueViolation = (error: unknown): boolean => findUniqueViolation(error) !== undefined;

/** The name of the unique constraint (or index) that refused the write, if one did. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const constraint = findUniqueViolation(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
