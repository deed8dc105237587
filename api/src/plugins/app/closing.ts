import fp from 'fastify-plugin';
import { serviceUnavailable } from '../../problems';

/**
 * Once shutdown starts, a request that still arrives (on a kept-alive connection) is refused with a 503 problem
 * and `Retry-After`, while the ones already in flight finish. Fastify's own refusal (`return503OnClosing`) is
 * turned off in app.ts because its body is not problem+json. The hooks take callbacks: they run on every
 * request, and an async hook costs a promise each time for a check that is almost always "not closing".
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', (_request, _reply, done) => {
      done(closing ? serviceUnavailable('The server is restarting. Please try again.', 5) : undefined);
    });
    // Every answer sent while closing ends its connection: a kept-alive socket would otherwise hold close() up
    // until its keep-alive timeout.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('Connection', 'close');
      done(null, payload);
    });
  },
  { name: 'closing' },
);
