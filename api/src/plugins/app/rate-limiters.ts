import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  type IRateLimiterStoreOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimits } from '../../db/schema';

export type RateLimiterOptions = Omit<IRateLimiterStoreOptions, 'storeClient'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A counter (rate-limiter-flexible) every instance of the API shares, so restarts and scaling out see it. */
    rateLimiter(options: RateLimiterOptions): RateLimiterAbstract;
  }
}

export interface RateLimitersOptions {
  /** Counters in Redis (shared by every instance); without it, in the database, which is shared as well. */
  redisUrl: string | undefined;
  redisPrefix: string;
}

/** Where every limit of the API keeps its counters: Redis when configured, else the `rate_limits` table. */
export default fp<RateLimitersOptions>(
  async (app, options) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis unavailable'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }

    app.decorate('rateLimiter', (opts: RateLimiterOptions): RateLimiterAbstract =>
      redis
        ? new RateLimiterRedis({
            ...opts,
            keyPrefix: `${options.redisPrefix}${opts.keyPrefix}`,
            storeClient: redis,
            // While Redis is away each instance counts on its own rather than refusing every request.
            insuranceLimiter: new RateLimiterMemory(opts),
          })
        : new RateLimiterDrizzle({ ...opts, storeClient: app.db, schema: rateLimits }),
    );
  },
  { name: 'rate-limiters', dependencies: ['db'] },
);
