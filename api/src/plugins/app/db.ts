import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseTarget } from '../../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: 'pglite' | 'postgres';
  }
}

/** Opens (and migrates) the database for the app's lifetime; closing the app checkpoints and closes it. */
export default fp<{ target: DatabaseTarget }>(
  async (app, options) => {
    const handle = await openDatabase(options.target);
    app.decorate('db', handle.db);
    app.decorate('dbDriver', handle.driver);
    // Runs after the server stopped taking requests and the in-flight ones finished.
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db' },
);
