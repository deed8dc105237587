import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { PageTemplate } from '../page-template';
import type { PageReleases } from '../releases/page-releases';
import { previewBar } from '../releases/release-routes';
import { homeHead } from '../seo/home-head';
import { HomePageRenderer } from './home-page';

/** A query parameter that changes what the home page shows: such a page is rendered in the browser. */
const CLIENT_ONLY_PARAMS = ['tech'];

export interface HomeRouteOptions {
  home: HomePageRenderer;
  template: PageTemplate;
  /** The releases this visitor's page is served with. */
  releasesFor: (request: FastifyRequest, reply: FastifyReply) => Promise<PageReleases>;
  /** The CSP for a page loading code from `origins`, whose inline scripts carry `nonce`. */
  policy: (origins: string[], nonce?: string) => string;
  siteUrl: (request: FastifyRequest) => string;
  clientRendered: (reply: FastifyReply, page: PageReleases) => FastifyReply;
}

/**
 * `/`, rendered on the server with the visitor's release of the public remote. The head (title, preview tags,
 * stylesheets) goes out as soon as the data is known, while the markup is rendered; the data follows the markup
 * for the browser's queries. Without the API or the remote, or when rendering fails, the browser renders the page.
 */
export function registerHomeRoute(app: FastifyInstance, options: HomeRouteOptions) {
  const { home, template } = options;
  app.get('/', async (request, reply) => {
    const page = await options.releasesFor(request, reply);
    const release = page.publicRemote;
    if (!release?.page) return options.clientRendered(reply, page);
    let snapshot;
    try {
      snapshot = await home.current(release);
    } catch (error) {
      request.log.warn({ err: error }, 'home page not rendered on the server');
      return options.clientRendered(reply, page);
    }
    const { title, tags } = homeHead(snapshot.data.owner, options.siteUrl(request));
    const query = new URL(request.url, 'http://localhost').searchParams;
    const renderHere = !CLIENT_ONLY_PARAMS.some((name) => query.has(name));
    const nonce = randomBytes(16).toString('base64');
    const body = new PassThrough();
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', options.policy(page.origins, nonce))
      .header('x-home-render', String(snapshot.render))
      .header('x-public-remote-release', release.version)
      .send(body);
    body.write(
      template.homeStart(
        {
          title,
          tags,
          styles: release.page.assets.styles,
          scripts: { modules: release.page.assets.scripts, fetches: [release.manifestUrl] },
        },
        page.remotes,
        nonce,
        previewBar(page.previews),
      ),
    );
    const markup = renderHere
      ? await HomePageRenderer.markup(snapshot, nonce).catch((error: unknown) => {
          request.log.warn({ err: error }, 'home page render failed; the browser renders it');
          return '';
        })
      : '';
    body.write(markup);
    body.end(template.homeEnd(HomePageRenderer.queryState(snapshot)));
    return reply;
  });
}
