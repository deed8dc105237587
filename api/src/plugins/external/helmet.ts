import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every answer; uploaded images relax Cross-Origin-Resource-Policy themselves. */
export default fp(
  async (app) => {
    await app.register(helmet);
  },
  { name: 'helmet' },
);
