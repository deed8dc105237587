import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { robotsTxt, sitemapXml } from './crawlers';

export interface CrawlerRoutesOptions {
  /** The visible projects' slugs in the owner's order; rejects when the API cannot say. */
  projectSlugs: () => Promise<string[]>;
}

const text = (reply: FastifyReply, type: string, body: string) =>
  reply.type(`${type}; charset=utf-8`).header('cache-control', 'no-cache').send(body);

/** `robots.txt` and `sitemap.xml`, naming the site by its public URL. */
export const crawlerRoutes = fp<CrawlerRoutesOptions>(
  async (app, { projectSlugs }) => {
    app.get('/robots.txt', (_request, reply) => text(reply, 'text/plain', robotsTxt(app.siteUrl)));
    app.get('/sitemap.xml', async (_request, reply) => {
      // Without the API, the pages that always exist are still listed.
      const projects = await projectSlugs().catch(() => []);
      return text(reply, 'application/xml', sitemapXml(app.siteUrl, projects));
    });
  },
  { name: 'crawler-routes', dependencies: ['site-url'] },
);
