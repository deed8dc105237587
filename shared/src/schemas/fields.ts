import { z } from 'zod';

/** A required text field: trimmed, and `message` when missing or blank. */
export const requiredText = (message: string, max = 2000) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Only http(s): a `javascript:` URL in a link would run script in a visitor's browser. */
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message }).max(2048, message);

/** A required URL with distinct messages for missing and malformed input. */
export const requiredUrl = (requiredMessage: string, invalidMessage = 'Invalid URL') =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).pipe(httpUrl(invalidMessage));

/** An optional URL: empty or missing becomes null. */
export const optionalUrl = (invalidMessage = 'Invalid URL') =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    httpUrl(invalidMessage).nullable(),
  );

/** An image reference: an absolute http(s) URL or a path served by this product (uploads). */
export const imageUrl = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .string()
      .trim()
      .max(2048)
      .refine((value) => /^https?:\/\//i.test(value) || /^\/[^/]/.test(value), 'Invalid image URL')
      .nullable(),
  );

/** A date-only `YYYY-MM-DD` string that names a real calendar day. */
export const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.iso.date({ error: 'Invalid date, use YYYY-MM-DD' }));

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2147483647;

/** An id written as text: decimal digits without sign, spaces, leading zeros, exponent or hex (`0x2`, `1e0`). */
const ID_PATTERN = /^[1-9][0-9]*$/;

/** An id in a URL path: only its canonical decimal text, so `/tags/0x2` or `/tags/1e0` never names tag 2 or 1. */
export const idText = (message: string, tooLargeMessage = message) =>
  z
    .string({ error: message })
    .regex(ID_PATTERN, message)
    .transform(Number)
    .pipe(z.number().max(MAX_ID, tooLargeMessage));

/**
 * A positive integer id in a body: a JSON integer, or its canonical decimal text (form selects hand it over as a
 * string). Booleans, `"0x2"`, `" 1"`, `1.5` and anything past `integer` are refused, never coerced.
 */
export const idField = (message: string) =>
  z.union([z.int({ error: message }).min(1, message).max(MAX_ID, message), idText(message)], {
    error: message,
  });

/** The "Shown on the home page" switch; optional so an update that leaves it out changes nothing. */
export const visibleField = () => z.boolean({ error: 'Visible must be true or false' }).optional();
