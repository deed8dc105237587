import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@portfolio/shared/config';
import fp from 'fastify-plugin';

/**
 * Multipart for uploads only (registered by the upload routes, in their scope): one file of at most 5 MB and a
 * few short text fields.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
    });
  },
  { name: 'multipart' },
);
