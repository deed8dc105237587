import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { DATABASE_RETRY_AFTER_SECONDS, HttpProblem, isDatabaseUnavailable, sqlState } from '../../problems';

interface ProblemBody {
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, string>;
  [extension: string]: unknown;
}

function sendProblem(reply: FastifyReply, body: ProblemBody) {
  // Sent as text so no route's success schema is applied to it.
  return reply.code(body.status).type('application/problem+json').send(JSON.stringify(body));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook runs (a malformed URL, a path parameter
 * longer than 100 characters) leaves as problem+json like everything else.
 */
export function frameworkProblem(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  return sendProblem(reply, { title: STATUS_CODES[status] ?? 'Error', status, detail: error.message });
}

/** Field path → the first message for it, keyed like the form's fields (`name`, `tags.0`). */
function fieldMessages(issues: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string> = {};
  let rootMessage: string | undefined;
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'Invalid value';
    if (!field) rootMessage ??= message;
    else errors[field] ??= message;
  }
  return { errors, rootMessage };
}

/** Every failure leaves as `application/problem+json` (RFC 9457); unexpected ones never leak details. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpProblem) {
        if (error.retryAfterSeconds !== undefined)
          reply.header('Retry-After', String(error.retryAfterSeconds));
        return sendProblem(reply, {
          title: error.title,
          status: error.status,
          detail: error.detail,
          ...(error.errors ? { errors: error.errors } : {}),
          ...error.extensions,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const { errors, rootMessage } = fieldMessages(error.validation);
        const where = error.validationContext === 'body' ? 'request body' : error.validationContext;
        return sendProblem(reply, {
          title: 'Bad Request',
          status: 400,
          detail: rootMessage
            ? `Invalid ${where}: ${rootMessage}`
            : `Some fields of the ${where} are invalid.`,
          errors,
        });
      }
      // Class 22 (data exception: a value out of range, an impossible date...) comes from what the client
      // sent and slipped past validation: still the client's 400, with the statement rolled back.
      if (sqlState(error)?.startsWith('22')) {
        request.log.warn({ err: error }, 'database refused a value');
        return sendProblem(reply, {
          title: 'Bad Request',
          status: 400,
          detail: 'A value cannot be stored. Please check the fields and try again.',
        });
      }
      // The database is away (stopped, restarting, unreachable, frozen past the timeouts): nothing is wrong with
      // the request, and nothing was half written. Try again later; a token is never judged invalid for it.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendProblem(reply, {
          title: 'Service Unavailable',
          status: 503,
          detail: 'The database is unavailable right now. Please try again in a few seconds.',
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(reply, { title: STATUS_CODES[status] ?? 'Error', status, detail: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, {
        title: 'Internal Server Error',
        status: 500,
        detail: 'Something went wrong on our side. Please try again.',
      });
    });

    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, {
        title: 'Not Found',
        status: 404,
        detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
      }),
    );
  },
  { name: 'problem-details' },
);
