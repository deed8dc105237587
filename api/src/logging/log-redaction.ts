/** What a secret is called wherever it sits in a logged object, and where the request's own secrets sit. */
const SECRET_FIELDS = ['password', 'token', 'passwordHash'] as const;
const SECRET_HEADERS = ['authorization', 'cookie'] as const;
const CENSOR = '[redacted]';

type Fields = Record<string, unknown>;

/** Plain data and errors: what a log call carries. Live objects (a request, a reply) go through serializers. */
function isLoggedData(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || value instanceof Error;
}

function censored(fields: Fields, names: readonly string[]): Fields | undefined {
  const found = names.filter((name) => name in fields && fields[name] !== undefined);
  if (found.length === 0) return undefined;
  // An error stays an error (same class, message and stack), so pino's error serializer still reads it.
  const copy: Fields =
    fields instanceof Error
      ? Object.assign(Object.create(Object.getPrototypeOf(fields) as object) as Error, fields, {
          message: fields.message,
          stack: fields.stack,
        })
      : { ...fields };
  for (const name of found) copy[name] = CENSOR;
  return copy;
}

/**
 * pino's `formatters.log`: secrets never reach the logs. A secret field of any object one level down (`body.password`,
 * `err.token`) and a request's `authorization` and `cookie` headers are written as "[redacted]"; the caller's objects
 * are copied, never changed. pino's own `redact` option did this with wildcard paths at about 5 µs a line, more than
 * the rest of the line: this walks the few top-level values and copies only when it finds something.
 */
export function redactSecrets(entry: Fields): Fields {
  let result = entry;
  for (const key of Object.keys(entry)) {
    const value = entry[key];
    if (!isLoggedData(value)) continue;
    let safe = censored(value, SECRET_FIELDS);
    const headers = (safe ?? value).headers;
    if (isLoggedData(headers)) {
      const safeHeaders = censored(headers, SECRET_HEADERS);
      if (safeHeaders) safe = { ...(safe ?? value), headers: safeHeaders };
    }
    if (safe) result = { ...result, [key]: safe };
  }
  return result;
}
