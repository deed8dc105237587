import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's public origin (PUBLIC_URL), for canonical URLs, preview cards, the sitemap and preview links:
     * never the request's Host header, which whoever sends the request writes.
     */
    siteUrl: string;
  }
}

export const siteUrlPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    app.decorate('siteUrl', publicUrl);
  },
  { name: 'site-url' },
);
