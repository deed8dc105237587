import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';

/** A comment line this often keeps a proxy between a host server and the API from closing an idle stream. */
const KEEPALIVE_MS = 15_000;
const CHANGED = 'data: changed\n\n';

/**
 * The data-change feed of this instance, for the host servers (their releases secret): an event stream that says
 * `changed` for every committed write to a public table, whoever made it (the database notifies every instance),
 * and when this instance may have missed some (its listening connection came back). A host server keeps its
 * finished pages and checks their data with the API at most once a second; this feed makes it check at once. The
 * event is written when this instance hears the write, before a write's answer waits out every instance hearing
 * it, so a page asked for after the answer is checked against it.
 */
const dataChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new Set<ServerResponse>();
  const send = (text: string) => {
    for (const stream of streams) stream.write(text);
  };
  const changed = () => send(CHANGED);
  app.dataChanges.on('change', changed);
  app.dataChanges.on('restored', changed);
  const keepalive = setInterval(() => send(': keepalive\n\n'), KEEPALIVE_MS).unref();
  app.addHook('preClose', async () => {
    clearInterval(keepalive);
    app.dataChanges.off('change', changed);
    app.dataChanges.off('restored', changed);
    for (const stream of streams) stream.end();
  });

  app.get(
    '/',
    {
      onRequest: app.requireReleaseChecker,
      logLevel: 'warn',
      schema: {
        tags: ['releases'],
        summary: 'Every change to the public data, as it is committed (host servers only): an event stream',
      },
    },
    async (request, reply) => {
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      // Said at once: the host server knows it listens from here on (anything before, it checks anyway).
      stream.write(': listening\n\n');
      streams.add(stream);
      request.raw.on('close', () => streams.delete(stream));
    },
  );
};

export default dataChangesRoutes;
