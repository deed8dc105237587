import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/** Whether debug lines are written. Read from the level: Fastify's stand-in logger, used when logging is off, has no `isLevelEnabled`. */
const logsDebug = (log: FastifyBaseLogger) => log.level === 'debug' || log.level === 'trace';

/**
 * One log line per request, written when it is answered, instead of Fastify's two ("incoming request" and
 * "request completed"). The line carries the request as well, so nothing is lost. Lines are not free even so:
 * the second one cost a cached read about a third of its throughput, and with one line (written asynchronously,
 * see server.ts) a cached read still spent a quarter of its CPU on it. So a read answered from the read cache
 * is logged at debug only; at info the cache sums its hits up in one line a minute (read-cache.ts).
 */
export class OneLinePerRequest extends LogController {
  /** At debug level the arrival is logged too, so a request that never got its answer still shows in the log. */
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request) || !logsDebug(request.log)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
    } else if (!request.readCacheState?.hit) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else if (logsDebug(reply.log)) {
      // Built only when it is written: a hit at info is answered without allocating a line it would drop.
      reply.log.debug(
        { req: request, res: reply, responseTime: reply.elapsedTime, cache: 'hit' },
        'request completed',
      );
    }
  }
}
