import { isDatabaseUnavailable } from './database-errors.ts';

/**
 * SQLSTATE classes of a value or row the database will not take, whatever else is in the statement: 22 data
 * exception (a number out of range for its column, NUL in text, bad JSON), 23 integrity constraint, 54 program
 * limit (a value too large for an index row); and 42804 datatype mismatch. The same statement without the
 * offending row would succeed.
 */
const ITEM_STATE_CLASSES = new Set(['22', '23', '54']);
const ITEM_STATES = new Set(['42804']);

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATEs in an error and what it wraps (Drizzle keeps the driver's error as `cause`). */
function sqlStatesOf(error: unknown, found: string[] = [], depth = 0): string[] {
  if (depth > 5 || error === null || typeof error !== 'object') return found;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && SQLSTATE.test(code)) found.push(code);
  return sqlStatesOf(cause, found, depth + 1);
}

/**
 * Whether a failed batch write may have failed because of one of its rows, so that writing the rows apart would
 * store the others: the database refused a value (the states above), or encoding the statement's parameters
 * threw a RangeError or TypeError (a number too large for its binary width, a value JSON cannot write). Not when
 * the database is away, not for other database errors (out of disk or memory, a cancelled statement, a
 * deadlock), and not for other errors without a SQLSTATE (a pool or embedded database already closed at
 * shutdown): every row would meet them again, and splitting would multiply the load on a database in trouble.
 */
export function mayBeOneBadItem(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return false;
  const states = sqlStatesOf(error);
  if (!states.length) return error instanceof RangeError || error instanceof TypeError;
  return states.some((s) => ITEM_STATES.has(s) || ITEM_STATE_CLASSES.has(s.slice(0, 2)));
}
