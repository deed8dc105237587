import { uploadFieldsSchema, uploadResultSchema, uploadTargetSchema } from '@portfolio/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageTooLargeError, inspectImage, UnsupportedImageError } from '../../../images/image-content';
import multipartPlugin from '../../../plugins/external/multipart';
import { HttpProblem, invalidFields } from '../../../problems';
import { bearerAuth } from '../../openapi';

/**
 * Cloudinary clients send the fields before or after the file: every part is read, in any order. busboy's own
 * errors (no boundary, a part that never ends, garbage) carry no status: they are the client's malformed body,
 * a 400, while the limits keep their own status (413 for a file over 5 MB).
 */
async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = data;
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpProblem(400, `The multipart body is malformed: ${(error as Error).message}.`);
  }
  return { fields, file };
}

export interface UploadsRoutesOptions {
  target: { url: string | undefined; cloudName: string | undefined };
}

const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, options) => {
  // Multipart in this scope only: registered for the whole app, its async request and response hooks (and a
  // 'close' listener) ran on every request, a tenth of a cached public read's CPU time.
  await app.register(multipartPlugin);

  app.get(
    '/target',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'Where the admin uploads images: this API (url null) or a configured Cloudinary URL',
        security: bearerAuth,
        response: { 200: uploadTargetSchema },
      },
    },
    () => ({ url: options.target.url ?? null, cloudName: options.target.cloudName ?? null }),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (Cloudinary-compatible multipart: file, upload_preset, cloud_name)',
        description:
          'PNG, JPEG, WEBP or SVG judged by content, at most 5 MB and 40 megapixels; a damaged or truncated ' +
          'raster image is refused. SVG is checked against an allow-list of elements and attributes ' +
          '(DOMPurify) and refused when that would change it or when it references anything outside itself; ' +
          'it is stored as the sanitized document. `upload_preset` is projects, technologies or avatars.',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: { 200: uploadResultSchema },
      },
    },
    async (request) => {
      const { fields, file } = await readParts(request);
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
        throw invalidFields(errors);
      }
      if (!file || file.length === 0) throw invalidFields({ file: 'Choose an image to upload' });

      // Judged by its bytes, then drawn at every variant's width: either step can refuse it.
      let image, stored;
      try {
        image = await inspectImage(file);
        stored = await app.storage.save(parsed.data.upload_preset, image.bytes, image.format, image.width);
      } catch (error) {
        if (error instanceof ImageTooLargeError)
          throw new HttpProblem(413, error.message, { file: error.message });
        if (error instanceof UnsupportedImageError) {
          throw new HttpProblem(415, error.message, { file: error.message });
        }
        throw error;
      }
      return {
        secure_url: stored.url,
        public_id: stored.publicId,
        width: image.width,
        height: image.height,
        format: image.format,
        bytes: image.bytes.length,
      };
    },
  );
};

export default uploadsRoutes;
