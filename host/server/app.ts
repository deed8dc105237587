import { registerStaticSite } from '@portfolio/static-server/static-site';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { registerApiProxy } from './api-proxy';
import type { ServerConfig } from './config';
import { PageTemplate } from './page-template';
import { robotsTxt, sitemapXml } from './seo/crawlers';
import { contentSecurityPolicy, registerSecurityHeaders, remoteOrigins } from './security-headers';
import { HomePageRenderer } from './ssr/home-page';
import { registerHomeRoute } from './ssr/home-route';
import { ServerRemoteModule } from './ssr/remote-module';

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
  const text = (reply: FastifyReply, type: string, body: string) =>
    reply.type(`${type}; charset=utf-8`).header('cache-control', 'no-cache').send(body);
  const clientRendered = (reply: FastifyReply) => text(reply, 'text/html', template.clientRendered(remotes));

  app.get('/remotes.json', (_request, reply) => reply.header('cache-control', 'no-cache').send(remotes));
  app.get('/robots.txt', (request, reply) => text(reply, 'text/plain', robotsTxt(siteUrl(request))));
  app.get('/sitemap.xml', (request, reply) => text(reply, 'application/xml', sitemapXml(siteUrl(request))));
  app.get('/index.html', (_request, reply) => clientRendered(reply));

  if (remotes.publicRemote) {
    const home = new HomePageRenderer(
      `${config.apiUrl}/api/v1`,
      new ServerRemoteModule('publicRemote', 'HomePage', remotes.publicRemote),
    );
    registerHomeRoute(app, { home, template, remotes, policy, siteUrl, clientRendered });
  } else {
    // The static files would answer a directory here (403).
    app.get('/', (_request, reply) => clientRendered(reply));
  }

  // Any other page is the application's: the browser renders it (sign-in, admin, not found).
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (isPage) return clientRendered(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
