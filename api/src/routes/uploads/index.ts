import { UPLOAD_PRESETS } from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { z } from 'zod';
import { CONTENT_TYPES } from '../../plugins/app/storage';
import type { ImageFormat } from '../../lib/image-content';
import { notFound } from '../../problems';

const uploadedFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:preset/:file',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image',
        params: z.object({ preset: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const { preset, file } = request.params;
      const knownPreset = UPLOAD_PRESETS.find((name) => name === preset);
      const path = knownPreset && (await app.storage.locate(knownPreset, file));
      if (!path) throw notFound('Image');
      // The file's own type: a variant of an SVG that could not be drawn is the SVG itself.
      const format = extname(path).slice(1) as ImageFormat;
      return (
        reply
          .type(CONTENT_TYPES[format])
          // Even a hostile SVG opened directly cannot run script or load anything.
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('X-Content-Type-Options', 'nosniff')
          // The microfrontends on other origins show these images.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(createReadStream(path))
      );
    },
  );
};

export default uploadedFilesRoutes;
