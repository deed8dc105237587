import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../problems';

const database = z.enum(['pglite', 'postgres']);
/** Readiness counts the database down when it has not answered in this long (a balancer checks every second). */
const READY_DATABASE_TIMEOUT_MS = 800;
const databaseUp = z.object({ status: z.literal('ok'), database, databaseStatus: z.literal('up') });
const databaseDown = z.object({
  status: z.literal('unavailable'),
  database,
  databaseStatus: z.literal('down'),
});

/**
 * Readiness asks the database on the connection that listens for changes (see `DataChanges.ping`): under a
 * flood of requests an instance whose pool is queued is busy, not broken, and must stay in rotation — when the
 * other instance is gone, it is the only one left. Three checks: `/` (the database answers: what monitoring has always asked), `/live` (the process answers: a
 * supervisor restarts it when this fails) and `/ready` (send it requests: a load balancer takes the instance
 * out of rotation while it starts, drains on SIGTERM, or cannot reach its database).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = async () => {
    try {
      await app.db.execute(sql`select 1`);
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return false;
    }
  };

  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Database check: 200 while the database answers, 503 while it is down',
        response: { 200: databaseUp, 503: databaseDown },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers()) {
        return { status: 'ok' as const, database: app.dbDriver, databaseStatus: 'up' as const };
      }
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, database: app.dbDriver, databaseStatus: 'down' as const });
    },
  );

  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process answers, whatever its database does',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 while this instance takes requests; 503 while it starts, drains after SIGTERM or cannot reach its database',
        response: {
          200: z.object({ status: z.literal('ready'), database, databaseStatus: z.literal('up') }),
          503: z.object({
            status: z.enum(['starting', 'draining', 'unavailable']),
            database,
            databaseStatus: z.enum(['up', 'down']),
          }),
        },
      },
    },
    async (_request, reply) => {
      const up = await app.dataChanges.ping(READY_DATABASE_TIMEOUT_MS);
      const phase = app.lifecycle.phase;
      const databaseStatus = up ? ('up' as const) : ('down' as const);
      if (phase === 'ready' && up)
        return { status: 'ready' as const, database: app.dbDriver, databaseStatus: 'up' as const };
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({
        status: phase === 'ready' ? ('unavailable' as const) : phase,
        database: app.dbDriver,
        databaseStatus,
      });
    },
  );
};

export default healthRoutes;
