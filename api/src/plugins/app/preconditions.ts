import fp from 'fastify-plugin';
import { entityTagOf, type Precondition } from '../../history/preconditions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The item a save or delete changes and the `If-Match` it was sent with (src/history/preconditions.ts). */
    precondition: Precondition | null;
  }
}

/** Answers a checked change with the item's new entity tag, once its transaction has noted it. */
export default fp(
  async (app) => {
    app.decorateRequest('precondition', null);
    // A callback, not an async hook: it runs for every answer, and a promise each time was measurable.
    app.addHook('onSend', (request, reply, payload, done) => {
      const version = request.precondition?.versionAfter;
      if (version !== undefined && reply.statusCode < 300) reply.header('etag', entityTagOf(version));
      done(null, payload);
    });
  },
  { name: 'preconditions' },
);
