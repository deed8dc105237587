import { UPLOAD_PRESETS } from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
      const image = knownPreset && (await app.storage.open(knownPreset, file));
      if (!image) throw notFound('Image');
      return (
        reply
          // The file's own type: a variant of an SVG that could not be drawn is the SVG itself.
          .type(image.contentType)
          .header('Content-Length', String(image.size))
          // Even a hostile SVG opened directly cannot run script or load anything.
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('X-Content-Type-Options', 'nosniff')
          // The microfrontends on other origins show these images.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(image.body)
      );
    },
  );
};

export default uploadedFilesRoutes;
