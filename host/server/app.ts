import { registerStaticSite } from '@portfolio/static-server/static-site';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { registerApiProxy } from './api-proxy';
import type { ServerConfig } from './config';
import { type HomeHead, PageTemplate } from './page-template';
import { robotsTxt, sitemapXml } from './seo/crawlers';
import { homeHead } from './seo/home-head';
import { contentSecurityPolicy, registerSecurityHeaders, remoteOrigins } from './security-headers';
import { HomePageRenderer } from './ssr/home-page';
import { ServerRemoteModule } from './ssr/remote-module';

/** A query parameter that changes what the home page shows: such a page is rendered in the browser. */
const CLIENT_ONLY_PARAMS = ['tech'];

/**
 * The host's production server: its build with cache headers per asset kind and precompressed files, the
 * `/api` proxy, the remotes' addresses from configuration, crawler files, security headers on every answer,
 * and `/` rendered on the server through the public remote. Every other page is the client-rendered shell.
 */
export async function buildServer(config: ServerConfig, options: { logLevel?: string } = {}) {
  const app = Fastify({ trustProxy: config.trustProxy, logger: { level: options.logLevel ?? 'info' } });
  const template = await PageTemplate.read(config.clientDir);
  const remotes = config.remotes;
  const policy = (nonce?: string) =>
    contentSecurityPolicy(remoteOrigins(remotes), template.scriptHashes, nonce);
  registerSecurityHeaders(app, policy());
  await registerStaticSite(app, { root: config.clientDir, index: false });
  await registerApiProxy(app, config.apiUrl);

  const siteUrl = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const home = remotes.publicRemote
    ? new HomePageRenderer(
        `${config.apiUrl}/api/v1`,
        new ServerRemoteModule('publicRemote', 'HomePage', remotes.publicRemote),
      )
    : undefined;

  const clientRendered = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(template.clientRendered(remotes));

  app.get('/remotes.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(remotes));
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(robotsTxt(siteUrl(request))),
  );
  app.get('/sitemap.xml', (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(siteUrl(request))),
  );
  app.get('/index.html', (_request, reply) => clientRendered(reply));

  app.get('/', async (request, reply) => {
    if (!home) return clientRendered(reply);
    let snapshot;
    try {
      snapshot = await home.current();
    } catch (error) {
      // The remote or the API is unreachable: the browser renders the page, with its own loading and retry.
      request.log.warn({ err: error }, 'home page not rendered on the server');
      return clientRendered(reply);
    }
    const { title, tags } = homeHead(snapshot.owner, siteUrl(request));
    const head: HomeHead = {
      title,
      tags,
      fetchPreloads: [snapshot.remote.manifestUrl],
      modulePreloads: snapshot.remote.scripts,
      stylesheets: snapshot.remote.styles,
    };
    const query = new URL(request.url, 'http://localhost').searchParams;
    const renderHere = !CLIENT_ONLY_PARAMS.some((name) => query.has(name));
    const nonce = randomBytes(16).toString('base64');
    const body = new PassThrough();
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policy(nonce))
      .header('x-home-render', String(snapshot.render))
      .send(body);
    // The head goes out at once, so the browser fetches the preloaded modules while the markup is rendered.
    body.write(template.homeStart(head, remotes));
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

  // Any other page is the application's: the browser renders it (sign-in, admin, not found).
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return clientRendered(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
