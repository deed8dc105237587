import { API_JSON_BODY_LIMIT } from '@portfolio/shared/config';
import { EMPTY_CONTACT_FORM } from '@portfolio/shared/api';
import { type ContactFormState, HONEYPOT_FIELD, type Problem } from '@portfolio/shared/schemas';
import type { FastifyRequest } from 'fastify';
import { forwardedFor } from '../api-proxy';

/** How long the API may take to take a message in. */
const SEND_TIMEOUT_MS = 10_000;

/** What the contact form's post comes to: sent (303 to the thanks), or the form again with this state. */
export type ContactAnswer =
  { sent: true } | { sent: false; status: number; form: ContactFormState; retryAfter?: string };

const FIELDS = ['name', 'email', 'message', 'project', 'challenge', HONEYPOT_FIELD] as const;

/** The fields of a form post, each the first of its name; anything else the body holds is left behind. */
export function readContactForm(body: string): Record<(typeof FIELDS)[number], string> {
  const params = new URLSearchParams(body);
  return Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Record<
    (typeof FIELDS)[number],
    string
  >;
}

/**
 * Hands a form post to `POST /api/v1/messages` as the visitor's own request (their address forwarded, so the
 * API's per-address limit counts them, not this server), and turns the answer into the page's next step. The
 * API decides everything about the message; this only carries it.
 */
export async function sendContactForm(
  apiBaseUrl: string,
  request: FastifyRequest<{ Body: string }>,
): Promise<ContactAnswer> {
  const fields = readContactForm(typeof request.body === 'string' ? request.body : '');
  const values = { name: fields.name, email: fields.email, message: fields.message, project: fields.project };
  const again = (status: number, errors: Record<string, string>, notice = '', retryAfter?: string) =>
    ({ sent: false, status, form: { ...EMPTY_CONTACT_FORM, values, errors, notice }, retryAfter }) as const;

  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(request) },
      body: JSON.stringify({
        ...values,
        ...(fields.challenge ? { challenge: fields.challenge } : {}),
        ...(fields[HONEYPOT_FIELD] ? { [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return again(503, {}, 'Your message could not be sent just now. Please try again in a moment.');
  }
  if (response.status === 202) return { sent: true };
  const problem = (await response.json().catch(() => ({}))) as Partial<Problem>;
  if (response.status === 400) {
    return again(
      400,
      problem.errors ?? {},
      problem.errors ? '' : (problem.detail ?? 'Please check the form.'),
    );
  }
  if (response.status === 429) {
    return again(
      429,
      {},
      problem.detail ?? 'Please wait a few minutes.',
      response.headers.get('retry-after') ?? undefined,
    );
  }
  return again(503, {}, 'Your message could not be sent just now. Please try again in a moment.');
}

/** A form post larger than any message the API takes is refused before it is read further. */
export const CONTACT_BODY_LIMIT = API_JSON_BODY_LIMIT;
