import fp from 'fastify-plugin';
import { PageViewCounter } from './page-view-counter';

declare module 'fastify' {
  interface FastifyInstance {
    pageViews: PageViewCounter;
  }
}

/** One write a second per instance, whatever the traffic. */
const FLUSH_EVERY_MS = 1000;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface PageViewsOptions {
  /** Runs after each write that kept something new (the rollout watch). */
  afterFlush?: () => Promise<void>;
}

/**
 * The page-view counter of this instance, written to the database every second off the request path, and once
 * more when the server closes, so a report answered 202 is not lost to a restart.
 */
export default fp<PageViewsOptions>(
  async (app, options) => {
    const counter = new PageViewCounter(app.db);
    app.decorate('pageViews', counter);
    let flushing: Promise<void> = Promise.resolve();
    const flush = () =>
      (flushing = flushing.then(async () => {
        try {
          if ((await counter.flush()) > 0) await options.afterFlush?.();
        } catch (error) {
          app.log.warn({ err: error, waiting: counter.waiting }, 'page views not written; retrying');
        }
      }));
    const flushTimer = setInterval(() => void flush(), FLUSH_EVERY_MS).unref();
    const purge = () =>
      counter.purge().catch((error: unknown) => app.log.warn({ err: error }, 'release health not purged'));
    const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS).unref();
    app.addHook('onReady', async () => {
      void purge();
    });
    // After the requests in flight are answered; onClose hooks run in reverse order, so before the database's.
    app.addHook('onClose', async () => {
      clearInterval(flushTimer);
      clearInterval(purgeTimer);
      await flush();
    });
  },
  { name: 'page-views', dependencies: ['db'] },
);
