import fp from 'fastify-plugin';
import { invalidFields } from '../../problems';

const NUL = '\u0000';

/** Paths (`name`, `tags.0`) of every string holding a NUL character, down to a modest depth. */
function fieldsWithNul(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.') || 'body');
  } else if (value && typeof value === 'object' && path.length < 8) {
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
      const fields = [
        ...fieldsWithNul(request.body),
        ...fieldsWithNul(request.query),
        ...fieldsWithNul(request.params),
      ];
      if (fields.length === 0) return done();
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
