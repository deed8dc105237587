import { STATUS_CODES } from 'node:http';

/** An expected failure answered as RFC 9457 problem details. */
export class HttpProblem extends Error {
  override name = 'HttpProblem';
  readonly title: string;

  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string>,
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
