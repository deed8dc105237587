import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isClientPage } from '../../src/app/client-pages';
import type { PageCache } from '../page-cache/page-cache';
import type { RevalidationLane } from '../page-cache/revalidation-lane';
import type { PageTemplate } from '../page-template';
import type { PageReleases } from '../releases/page-releases';
import { previewBar } from '../releases/preview-bar';
import { bottomBars } from './bottom-bars';
import type { PageRenderer } from '../ssr/page-renderer';
import { registerServerRenderedPages } from './page-routes';
import { pageViewToken, sendPageView } from './page-view';

export interface PagesPluginOptions {
  template: PageTemplate;
  /** The API's `/api/v1`: the contact form's posts go there. */
  apiBaseUrl: string;
  pages: PageRenderer;
  /** The CSP for a page loading code from `origins`. */
  policy: (origins: string[]) => string;
  /** PAGE_VIEW_SECRET: signs every page's page-view token. */
  pageViewSecret: string;
  /** The finished server-rendered pages. */
  cache: PageCache;
  /** Answers revalidations of kept pages before Fastify. */
  lane: RevalidationLane;
}

/**
 * Every page of the site: `/`, `/projects` and each project's page rendered on the server, any other page the
 * browser application's (sign-in, admin), each with the releases its visitor is served, and `/remotes.json`.
 * A path the application has no page for is answered 404 with the not-found page, so search engines drop it (no
 * soft 404); a path that names a file that is not there, with a short text.
 */
export const pagesPlugin = fp<PagesPluginOptions>(
  async (app, { template, pages, policy, pageViewSecret, apiBaseUrl, cache, lane }) => {
    const clientRendered = (reply: FastifyReply, page: PageReleases) =>
      sendPageView(reply, pageViewToken(pageViewSecret, reply.request, page, false))
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', policy(page.origins))
        .send(template.clientRendered(page.remotes, bottomBars(previewBar(page.previews))));
    const clientPage = async (request: FastifyRequest, reply: FastifyReply) =>
      clientRendered(reply, await app.releases.forPage(request, reply));

    app.get('/remotes.json', async (request, reply) =>
      reply.header('cache-control', 'no-cache').send((await app.releases.forPage(request, reply)).remotes),
    );
    app.get('/index.html', clientPage);
    const { notFound } = registerServerRenderedPages(app, {
      pages,
      template,
      policy,
      clientRendered,
      pageViewSecret,
      apiBaseUrl,
      cache,
      lane,
    });
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
      if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (isClientPage(path)) return clientPage(request, reply);
      return notFound(request, reply, await app.releases.forPage(request, reply), 'page');
    });
  },
  { name: 'pages', dependencies: ['releases', 'site-url'] },
);
