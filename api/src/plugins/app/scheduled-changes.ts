import fp from 'fastify-plugin';
import { runDueChanges } from '../../db/repositories/scheduled-changes';

/**
 * How often each instance looks for due publish and hide changes: well within the minute a change is promised in,
 * and one indexed query of nothing due otherwise.
 */
export const SCHEDULED_CHANGES_EVERY_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    scheduledChanges: {
      /** Applies the changes due now; the ids this instance applied (tests call it to skip the wait). */
      runDue(): Promise<number[]>;
    };
  }
}

export default fp(
  async (app) => {
    const runDue = () => runDueChanges(app.db);
    app.decorate('scheduledChanges', { runDue });
    const run = () => {
      runDue()
        .then((applied) => {
          if (applied.length > 0) app.log.info({ applied }, 'scheduled changes applied');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'scheduled changes failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, SCHEDULED_CHANGES_EVERY_MS).unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'scheduled-changes' },
);
