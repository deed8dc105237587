import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the configured microfrontend origins may call the API from a browser. */
export default fp<{ origins: string[] }>(
  async (app, options) => {
    await app.register(cors, {
      origin: options.origins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
