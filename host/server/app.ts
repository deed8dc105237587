import fastifyCookie from '@fastify/cookie';
import { registerStaticSite } from '@portfolio/static-server/static-site';
import { REMOTE_NAMES } from '@portfolio/shared/remotes';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { registerApiProxy } from './api-proxy';
import type { ServerConfig } from './config';
import { apiReachable, registerHealthRoutes } from './health';
import { PageTemplate } from './page-template';
import { type PageReleases, pageReleasesFor } from './releases/page-releases';
import { checkRelease } from './releases/release-checks';
import { type ExposedAssets, readExposedAssets, readFederationManifest } from './releases/release-manifest';
import { previewBar, registerReleaseRoutes } from './releases/release-routes';
import { ReleaseRegistry } from './releases/registry';
import { ReleasesApi } from './releases/releases-api';
import { RenderProcess, removeStaleRenderCaches } from './releases/render-process';
import {
  type PreparedRelease,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPage,
  ServedReleases,
} from './releases/served-releases';
import { smokeRender } from './releases/smoke-render';
import { robotsTxt, sitemapXml } from './seo/crawlers';
import { contentSecurityPolicy, registerSecurityHeaders } from './security-headers';
import { HomePageRenderer } from './ssr/home-page';
import { registerPageRoutes } from './ssr/page-routes';
import { providedVersions } from './ssr/shared-modules';

export interface ServerOptions {
  logLevel?: string;
  /** The render process's entry: `render-worker.js` beside the built server. */
  renderWorker?: string;
}

/**
 * The host's production server: its build with cache headers per asset kind and precompressed files, the
 * `/api` proxy, the remotes' releases (from the registry, else from configuration) with previews and rollouts,
 * crawler files, security headers on every answer, and `/` rendered on the server through the visitor's release
 * of the public remote. Every other page is the client-rendered shell.
 */
export async function buildServer(config: ServerConfig, options: ServerOptions = {}) {
  const app = Fastify({ trustProxy: config.trustProxy, logger: { level: options.logLevel ?? 'info' } });
  // Signs preview grants and cookies; without releases nothing is signed, so a random key does.
  await app.register(fastifyCookie, {
    secret: config.releasesSecret ?? randomBytes(32).toString('base64url'),
  });
  const template = await PageTemplate.read(config.clientDir);
  const apiBaseUrl = `${config.apiUrl}/api/v1`;
  const home = new HomePageRenderer(apiBaseUrl);
  const renderWorker = options.renderWorker ?? fileURLToPath(new URL('./render-worker.js', import.meta.url));
  await removeStaleRenderCaches();

  // Aborted on close: a renderer still loading is stopped at once instead of holding the shutdown up to its
  // start timeout.
  const closing = new AbortController();
  const startRenderer = (remote: 'publicRemote', manifestUrl: string) =>
    RenderProcess.start(
      { remote, manifestUrl, exposes: [...SERVER_RENDERED_PAGES], apiBaseUrl },
      renderWorker,
      { signal: closing.signal },
    );

  const served = new ServedReleases(
    async (remote, pointer): Promise<PreparedRelease> => {
      if (remote !== 'publicRemote') return { remote, ...pointer };
      try {
        const manifest = await readFederationManifest(pointer.manifestUrl);
        const [assets, renderer] = await Promise.all([
          Promise.all(
            SERVER_RENDERED_PAGES.map(
              async (page) => [page, await readExposedAssets(manifest, pointer.manifestUrl, page)] as const,
            ),
          ).then((entries) => Object.fromEntries(entries) as Record<ServerRenderedPage, ExposedAssets>),
          startRenderer(remote, pointer.manifestUrl),
        ]);
        return { remote, ...pointer, page: { assets, renderer } };
      } catch (error) {
        app.log.warn(
          { err: error, remote, version: pointer.version },
          'the release is served without server rendering',
        );
        return { remote, ...pointer, degraded: error instanceof Error ? error.message : String(error) };
      }
    },
    async (release) => release.page?.renderer.stop(),
    app.log,
  );
  let configuredLoaded = false;
  void Promise.all(
    REMOTE_NAMES.map((remote) => {
      const url = config.remotes[remote];
      return url ? served.useConfigured(remote, url) : undefined;
    }),
  ).then(() => (configuredLoaded = true));

  const api = config.releasesSecret ? new ReleasesApi(config.apiUrl, config.releasesSecret) : undefined;
  const registry = api
    ? new ReleaseRegistry(api, config.releasesPollMs, (state) => served.apply(state), app.log)
    : undefined;
  registry?.start();
  app.addHook('onClose', async () => {
    closing.abort();
    registry?.stop();
    await served.retireAll();
  });
  app.decorate('releasesReady', () => configuredLoaded && (!registry || served.ready));

  const policy = (origins: string[], nonce?: string) =>
    contentSecurityPolicy(origins, template.scriptHashes, nonce);
  // Answers that are not pages (an SVG, the not-found text) load no remote code.
  registerSecurityHeaders(app, policy([]));
  await registerStaticSite(app, { root: config.clientDir, index: false });
  registerReleaseRoutes(app, {
    api,
    check: (remote, manifestUrl) =>
      checkRelease(remote, manifestUrl, {
        allowedOrigins: config.releaseOrigins,
        provided: providedVersions,
        smokeRender:
          remote === 'publicRemote'
            ? () =>
                smokeRender(
                  () => startRenderer(remote, manifestUrl),
                  () => home.currentData(),
                )
            : undefined,
      }),
    refresh: async () => registry?.refresh(),
    warm: (remote, version, manifestUrl) =>
      void served.get(remote, { version, manifestUrl }).catch(() => undefined),
    siteUrl: (request) => siteUrl(request),
  });
  await registerApiProxy(app, config.apiUrl);
  app.decorate(
    'health',
    registerHealthRoutes(app, [
      apiReachable(config.apiUrl),
      // Until the live releases are loaded, visitors would get the fallback pages.
      { name: 'releases', check: async () => app.releasesReady() },
    ]),
  );

  const siteUrl = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const releasesFor = (request: FastifyRequest, reply: FastifyReply) =>
    pageReleasesFor(app, served, request, reply);
  const text = (reply: FastifyReply, type: string, body: string) =>
    reply.type(`${type}; charset=utf-8`).header('cache-control', 'no-cache').send(body);
  const clientRendered = (reply: FastifyReply, page: PageReleases) =>
    text(
      reply.header('content-security-policy', policy(page.origins)),
      'text/html',
      template.clientRendered(page.remotes, previewBar(page.previews)),
    );
  const clientPage = async (request: FastifyRequest, reply: FastifyReply) =>
    clientRendered(reply, await releasesFor(request, reply));

  app.get('/remotes.json', async (request, reply) =>
    reply.header('cache-control', 'no-cache').send((await releasesFor(request, reply)).remotes),
  );
  app.get('/robots.txt', (request, reply) => text(reply, 'text/plain', robotsTxt(siteUrl(request))));
  app.get('/sitemap.xml', async (request, reply) => {
    // Without the API, the pages that always exist are still listed.
    const projects = await home.currentData().then(
      (data) => data.owner.projects.map((project) => project.slug),
      () => [],
    );
    return text(reply, 'application/xml', sitemapXml(siteUrl(request), projects));
  });
  app.get('/index.html', clientPage);
  registerPageRoutes(app, { home, template, releasesFor, policy, siteUrl, clientRendered });
  // Any other page is the application's: the browser renders it (sign-in, admin, not found). A path the
  // application has no page for is answered 404 with that page, so search engines drop it (no soft 404).
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!isClientPage(path)) void reply.code(404);
    return clientPage(request, reply);
  });
  return app;
}

/**
 * The pages the browser application draws besides `/` (host/src/app/routes.tsx): the sign-in pages and the whole
 * admin area, whose unknown paths get the not-found page inside the admin frame (signed in only).
 */
const CLIENT_PAGES = /^\/(login|recover-password|change-password|admin(\/.*)?)\/?$/;
export const isClientPage = (path: string) => CLIENT_PAGES.test(path);

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the releases the registry names were loaded once since the start (always, without releases). */
    releasesReady(): boolean;
  }
}
