import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Off by default; routes that guard credentials (login, recovery) turn it on with `config.rateLimit`. */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

/**
 * Per client address: the default (10 a minute, `AUTH_RATE_LIMIT_PER_MINUTE`) is enough for a person who
 * mistypes and far too few to guess passwords.
 */
export const authRateLimit = (perMinute: number) => ({ max: perMinute, timeWindow: '1 minute' });
