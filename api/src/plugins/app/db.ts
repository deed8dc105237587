import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/connection';
import { listenForDataChanges, type DataChanges } from '../../db/data-changes';

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
    // Runs after the server stopped taking requests and the in-flight ones finished.
    app.addHook('onClose', async () => {
      await dataChanges.close();
      await handle.close();
    });
  },
  { name: 'db' },
);
