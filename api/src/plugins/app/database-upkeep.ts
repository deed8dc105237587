import fp from 'fastify-plugin';
import { runPgliteUpkeep } from '../../db/pglite-upkeep';

/**
 * Between rounds. autovacuum naps a minute on a server; a round here asks one statistics query (~2 ms), and a
 * history that grew by thousands of versions in that minute made its first vacuum the longer (230 ms at 5,000),
 * all of it holding PGlite's single session.
 */
const UPKEEP_EVERY_MS = 15 * 1000;

/**
 * On PGlite, the upkeep autovacuum would do on a server (db/pglite-upkeep.ts): a round once the app is ready
 * (tables a fresh data folder or an import never analyzed), then one every 15 s.
 */
export default fp(
  async (app) => {
    if (app.dbDriver !== 'pglite') return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= runPgliteUpkeep(app.db)
        .then((done) => {
          if (done.analyze.length + done.vacuum.length > 0) app.log.debug(done, 'database upkeep');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'database upkeep failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, UPKEEP_EVERY_MS).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'database-upkeep', dependencies: ['db'] },
);
