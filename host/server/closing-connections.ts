import type { FastifyInstance } from 'fastify';

/** How often a closing server looks for connections whose last answer has gone out. */
const SWEEP_EVERY_MS = 100;

/**
 * Lets a closing server stop once its answers are out. Node closes the connections that are idle when the server
 * starts closing; one still answering then (a page a visitor is loading) stays open after its answer, waiting for a
 * next request that is never read, until the keep-alive timeout (72 s): a host server told to stop took longer
 * than its supervisor's grace and was killed, leaving its render processes' folders behind. So while it closes,
 * each connection is closed as soon as it is idle; answers in flight still finish.
 */
export function closeConnectionsOnceIdle(app: FastifyInstance): void {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_EVERY_MS);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}
