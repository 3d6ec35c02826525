/**
 * Whether the database refused a write for a unique key (PostgreSQL's unique_violation), wherever
 * the driver or Drizzle wrapped it: a number or slug another writer took between a check and a write.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
