import { STATUS_CODES } from 'node:http';

/** An expected failure answered as RFC 9457 problem details. */
export class HttpProblem extends Error {
  override name = 'HttpProblem';
  readonly title: string;

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
    /** Sent as `Retry-After` (seconds): when a 429 or 503 is worth trying again. */
    readonly retryAfterSeconds?: number,
    /** More members of the problem (RFC 9457 extensions), such as the failed `checks` of a release. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(detail);
    this.title = STATUS_CODES[status] ?? 'Error';
  }
}

export const notFound = (what: string) => new HttpProblem(404, `${what} not found.`);
export const unauthorized = (detail = 'A valid bearer token is required.') => new HttpProblem(401, detail);
export const forbidden = (detail: string) => new HttpProblem(403, detail);
export const conflict = (detail: string, errors?: Record<string, string>) =>
  new HttpProblem(409, detail, errors);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpProblem(429, detail, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
export const serviceUnavailable = (detail: string, retryAfterSeconds: number) =>
  new HttpProblem(503, detail, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
export const unprocessable = (detail: string, extensions?: Record<string, unknown>) =>
  new HttpProblem(422, detail, undefined, undefined, extensions);
export const invalidFields = (errors: Record<string, string>, detail = 'Some fields are invalid.') =>
  new HttpProblem(400, detail, errors);

/** The SQLSTATE of a database error, looking through drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

// Connection exceptions (08…), the server shutting down or starting (57P01–57P03), too many connections (53300)
// and a statement cancelled by `statement_timeout` (57014): the database is away or stuck, not the request wrong.
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]$|53300$|57014$)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
// node-postgres and PGlite say these in words only: a connect or query timeout, a dropped or closed connection.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Connection refused|connection error|PGlite is closed|Cannot use a pool after calling end/i;

/** Whether an error means "the database cannot be reached right now" (answered 503), looking through wrappers. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    pending.push(cause);
    // A host name with several addresses fails with an AggregateError of one error each.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/** How long a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
