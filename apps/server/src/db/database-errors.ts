/**
 * SQLSTATE classes and codes that mean "the database cannot be reached right now", not "this statement is
 * wrong": connection exceptions (class 08), the server shutting down or restarting (57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now) and too many connections (53300).
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket-level failures node reports while connecting to or talking with the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres raises these as plain Errors, without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Connection closed',
  'timeout exceeded when trying to connect',
];

/**
 * Whether `error` (or an error it wraps, as Drizzle's query errors do in `cause`) says the database is away:
 * stopped, restarting, unreachable or refusing connections. Such a failure is answered 503 with Retry-After and
 * tried again later; any other database error is a real fault of the request or of our code.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code))
  ) {
    return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
  // connecting to 'localhost' tries ::1 and 127.0.0.1: node reports both refusals in an AggregateError
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
