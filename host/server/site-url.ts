import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's public origin, for canonical URLs, preview cards, the sitemap and preview links. */
    siteUrl(request: FastifyRequest): string;
  }
}

/** PUBLIC_URL when configured, else the origin the request was made to. */
export const siteUrlPlugin = fp<{ publicUrl: string | undefined }>(
  async (app, { publicUrl }) => {
    app.decorate(
      'siteUrl',
      (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`,
    );
  },
  { name: 'site-url' },
);
