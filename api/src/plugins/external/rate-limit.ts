import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/** Off by default; routes that guard credentials (login, recovery) turn it on with `config.rateLimit`. */
export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

/** Per client address: enough for a person who mistypes, far too few to guess passwords. */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
