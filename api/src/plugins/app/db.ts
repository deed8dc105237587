import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/connection';
import { listenForDataChanges, type DataChanges } from '../../db/data-changes';
import { mayChangePublicReads } from '../../http-cache/public-writes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: 'pglite' | 'postgres';
    /** Committed writes of every process on this database (the read cache drops its answers on each). */
    dataChanges: DataChanges;
  }
}

/** Opens (and migrates) the database for the app's lifetime; closing the app checkpoints and closes it. */
export default fp<{ target: DatabaseTarget }>(
  async (app, options) => {
    const handle = await openDatabase(options.target);
    let dataChanges: DataChanges;
    try {
      dataChanges = await listenForDataChanges(options.target, handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    app.decorate('dataChanges', dataChanges);
    // A write is answered once this instance has heard its own commit: the other instances were sent the same
    // notification at the same moment, so a reader who asks one of them next finds its read cache dropped.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!mayChangePublicReads(request, reply)) return done(null, payload);
      dataChanges.heardEverything().then(
        () => done(null, payload),
        // The write is done either way; the database that would confirm it is gone (and the caches with it).
        () => done(null, payload),
      );
    });
    // Runs after the server stopped taking requests and the in-flight ones finished.
    app.addHook('onClose', async () => {
      await dataChanges.close();
      await handle.close();
    });
  },
  { name: 'db' },
);
