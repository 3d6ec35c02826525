/**
 * Error codes meaning the database cannot serve us right now: the socket's (server down, network
 * gone) and PostgreSQL's own (SQLSTATE class 08 is matched as a whole, below).
 */
const outageCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: `pg_ctl stop` ended our session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout ran out
  '53300', // too_many_connections
]);

/** What node-postgres and PGlite say, without a code, when a connection is gone or never came. */
const outageMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * True for errors that mean the database cannot be reached or answer in time, as opposed to a bug
 * in a query. Drivers wrap the reason: Drizzle puts it in `cause` ("Failed query: …"), pg's pool
 * in `cause` of its connection-timeout error, and Node's connect in an AggregateError's `errors`
 * (one per address tried); so the whole chain is searched.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (outageCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && outageMessages.test(message)) return true;
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
