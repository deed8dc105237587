import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { KeptPage } from '../page-cache/kept-page';
import type { PageCache } from '../page-cache/page-cache';
import { sendKeptPage } from '../page-cache/send-kept-page';
import { robotsTxt, sitemapXml } from './crawlers';

export interface CrawlerRoutesOptions {
  /** The visible projects' slugs in the owner's order; rejects when the API cannot say. */
  projectSlugs: () => Promise<string[]>;
  /** Where the answers are kept, compressed, per version of what they list. */
  cache: PageCache;
}

/** `robots.txt` and `sitemap.xml`, naming the site by its public URL, each kept per version with an ETag. */
export const crawlerRoutes = fp<CrawlerRoutesOptions>(
  async (app, { projectSlugs, cache }) => {
    const kept = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      type: string,
      body: () => string,
    ) => {
      const { page } = await cache.get(key, async () => ({
        page: await KeptPage.of(200, { 'content-type': `${type}; charset=utf-8` }, body()),
        keep: true,
      }));
      return sendKeptPage(request, reply, page, 'Accept-Encoding');
    };
    app.get('/robots.txt', (request, reply) =>
      kept(request, reply, 'robots.txt', 'text/plain', () => robotsTxt(app.siteUrl)),
    );
    app.get('/sitemap.xml', async (request, reply) => {
      // Without the API, the pages that always exist are still listed.
      const projects = await projectSlugs().catch(() => []);
      return kept(request, reply, `sitemap.xml ${projects.join(' ')}`, 'application/xml', () =>
        sitemapXml(app.siteUrl, projects),
      );
    });
  },
  { name: 'crawler-routes', dependencies: ['site-url'] },
);
