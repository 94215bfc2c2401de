const MAX_ID = 2_147_483_647;

/**
 * A path id ('12') as a number, or null when it is not a positive integer that fits the integer id columns.
 * Callers answer 404 for null: '/users/abc' names no user, and an id past the column range must never reach
 * PostgreSQL (where it would be an out-of-range error, i.e. a 500).
 */
export function parseRouteId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
