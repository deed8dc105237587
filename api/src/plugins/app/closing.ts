import fp from 'fastify-plugin';
import { serviceUnavailable } from '../../problems';

/**
 * Once shutdown starts, a request that still arrives (on a kept-alive connection) is refused with a 503 problem
 * and `Retry-After`, while the ones already in flight finish. Fastify's own refusal (`return503OnClosing`) is
 * turned off in app.ts because its body is not problem+json.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async () => {
      if (closing) throw serviceUnavailable('The server is restarting. Please try again.', 5);
    });
    // Every answer sent while closing ends its connection: a kept-alive socket would otherwise hold close() up
    // until its keep-alive timeout.
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('Connection', 'close');
    });
  },
  { name: 'closing' },
);
