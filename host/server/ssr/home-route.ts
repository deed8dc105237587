import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { RemotesConfig } from '../../src/app/remotes-config';
import type { PageTemplate } from '../page-template';
import { homeHead } from '../seo/home-head';
import { HomePageRenderer } from './home-page';

/** A query parameter that changes what the home page shows: such a page is rendered in the browser. */
const CLIENT_ONLY_PARAMS = ['tech'];

export interface HomeRouteOptions {
  home: HomePageRenderer;
  template: PageTemplate;
  remotes: RemotesConfig;
  /** The CSP for an answer whose inline scripts carry `nonce`. */
  policy: (nonce: string) => string;
  siteUrl: (request: FastifyRequest) => string;
  clientRendered: (reply: FastifyReply) => FastifyReply;
}

/**
 * `/`, rendered on the server. The head (title, preview tags, stylesheets) goes out as soon as the data is
 * known, while the markup is rendered; the data follows the markup for the browser's queries. Without the API or the remote, or when rendering fails, the browser renders the page.
 */
export function registerHomeRoute(app: FastifyInstance, options: HomeRouteOptions) {
  const { home, template, remotes } = options;
  app.get('/', async (request, reply) => {
    let snapshot;
    try {
      snapshot = await home.current();
    } catch (error) {
      request.log.warn({ err: error }, 'home page not rendered on the server');
      return options.clientRendered(reply);
    }
    const { title, tags } = homeHead(snapshot.owner, options.siteUrl(request));
    const query = new URL(request.url, 'http://localhost').searchParams;
    const renderHere = !CLIENT_ONLY_PARAMS.some((name) => query.has(name));
    const nonce = randomBytes(16).toString('base64');
    const body = new PassThrough();
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', options.policy(nonce))
      .header('x-home-render', String(snapshot.render))
      .send(body);
    body.write(
      template.homeStart(
        {
          title,
          tags,
          styles: snapshot.remote.styles,
          scripts: { modules: snapshot.remote.scripts, fetches: [snapshot.remote.manifestUrl] },
        },
        remotes,
        nonce,
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
