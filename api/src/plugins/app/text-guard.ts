import fp from 'fastify-plugin';
import { invalidFields } from '../../problems';

const NUL = '\u0000';

const MAX_DEPTH = 8;

/**
 * Whether any string down to a modest depth holds a NUL character. Allocates nothing: it runs on every request
 * (every page view's report among them) and finds nothing almost always.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (!value || typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsNul(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (Object.hasOwn(value, key) && holdsNul((value as Record<string, unknown>)[key], depth + 1))
      return true;
  }
  return false;
}

/** Paths (`name`, `tags.0`) of every string holding a NUL character, down to the same depth. */
function fieldsWithNul(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.') || 'body');
  } else if (value && typeof value === 'object' && path.length < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) fieldsWithNul(item, [...path, key], found);
  }
  return found;
}

/**
 * PostgreSQL cannot store a NUL character in text and fails the whole statement, which would surface as a
 * 500. Such input is refused up front as a 400 naming the field, for bodies, queries and route parameters.
 * A callback hook, not an async one: it runs on every request, and finds nothing almost always.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (!holdsNul(request.body) && !holdsNul(request.query) && !holdsNul(request.params)) return done();
      const fields = [
        ...fieldsWithNul(request.body),
        ...fieldsWithNul(request.query),
        ...fieldsWithNul(request.params),
      ];
      done(
        invalidFields(
          Object.fromEntries(fields.map((field) => [field, 'Must not contain NUL characters'])),
          'Text must not contain NUL characters.',
        ),
      );
    });
  },
  { name: 'text-guard' },
);
