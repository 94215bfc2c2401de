/** The largest id PostgreSQL's integer columns hold; anything beyond cannot name a record. */
const MAX_ID = 2_147_483_647;

/** An id from the address as a number, or null when it is not a positive whole number that could be one. */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
