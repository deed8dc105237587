import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../problems';

const database = z.enum(['pglite', 'postgres']);

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check: 200 while the database answers, 503 while it is down',
        response: {
          200: z.object({ status: z.literal('ok'), database, databaseStatus: z.literal('up') }),
          503: z.object({ status: z.literal('unavailable'), database, databaseStatus: z.literal('down') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply
          .code(503)
          .send({ status: 'unavailable' as const, database: app.dbDriver, databaseStatus: 'down' as const });
      }
      return { status: 'ok' as const, database: app.dbDriver, databaseStatus: 'up' as const };
    },
  );
};

export default healthRoutes;
