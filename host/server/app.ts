import fastifyCookie from '@fastify/cookie';
import { API_JSON_BODY_LIMIT } from '@portfolio/shared/config';
import { loggedRequest } from '@portfolio/shared/logged-request';
import { registerStaticSite } from '@portfolio/static-server/static-site';
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { registerApiProxy } from './api-proxy';
import { closeConnectionsOnceIdle } from './closing-connections';
import type { ServerConfig } from './config';
import { apiReachable, registerHealthRoutes } from './health';
import { PageCache } from './page-cache/page-cache';
import { RevalidationLane } from './page-cache/revalidation-lane';
import { PageTemplate } from './page-template';
import { refuseAmbiguousPaths, registerProblems, sendProblem } from './problems';
import { pagesPlugin } from './pages/pages-plugin';
import { releasesPlugin } from './releases/releases-plugin';
import { contentSecurityPolicy, registerSecurityHeaders } from './security-headers';
import { crawlerRoutes } from './seo/crawler-routes';
import { siteUrlPlugin } from './site-url';
import { followDataChanges } from './ssr/data-change-feed';
import { PageRenderer } from './ssr/page-renderer';

/** The levels at which Fastify logs every request (`incoming request`, `request completed` are `info`). */
const LEVELS_LOGGING_REQUESTS = new Set(['trace', 'debug', 'info']);

export interface ServerOptions {
  logLevel?: string;
  /** The render process's entry: `render-worker.js` beside the built server. */
  renderWorker?: string;
  /** The most the kept pages may hold (PAGE_CACHE_MAX_BYTES by default). */
  pageCacheBytes?: number;
}

/**
 * The host's production server: its build with cache headers per asset kind and precompressed files, security
 * headers on every answer, the remotes' releases, the `/api` proxy, health, crawler files, and the pages.
 */
export async function buildServer(config: ServerConfig, options: ServerOptions = {}) {
  const lane = new RevalidationLane(config.pageViewSecret, config.trustProxy);
  const logLevel = options.logLevel ?? 'info';
  const app = Fastify({
    // Browsers revalidating a kept page are answered before Fastify when it is sure to answer the same.
    serverFactory: lane.serverFactory,
    trustProxy: config.trustProxy,
    // A preview link's token or grant in an address stays out of the log.
    logger: { level: logLevel, serializers: { req: loggedRequest } },
    // This server's own routes read small JSON bodies, like the API's forms.
    bodyLimit: API_JSON_BODY_LIMIT,
    frameworkErrors: (error, _request, reply) => sendProblem(reply, error.statusCode ?? 400, error.message),
  });
  closeConnectionsOnceIdle(app);
  lane.register(app, { logsRequests: LEVELS_LOGGING_REQUESTS.has(logLevel) });
  registerProblems(app);
  refuseAmbiguousPaths(app);
  const template = await PageTemplate.read(config.clientDir);
  const pages = new PageRenderer(`${config.apiUrl}/api/v1`);
  const policy = (origins: string[]) => contentSecurityPolicy(origins, template.scriptHashes);

  // Preview grants carry their own signature (PREVIEW_SECRET): the cookie plugin signs nothing.
  await app.register(fastifyCookie);
  await app.register(siteUrlPlugin, { publicUrl: config.publicUrl });
  // Answers that are not pages (an SVG, the not-found text) load no remote code.
  registerSecurityHeaders(app, policy([]));
  await registerStaticSite(app, { root: config.clientDir, index: false });
  await app.register(releasesPlugin, {
    config,
    pages,
    renderWorker: options.renderWorker ?? fileURLToPath(new URL('./render-worker.js', import.meta.url)),
  });
  // A write the owner made through this server shows on the next page view, not up to a second later.
  await registerApiProxy(app, config.apiUrl, { onPublicDataChanged: () => pages.dataChanged() });
  // A write through any other host server (or the API itself) shows here as soon as the API hears it.
  if (config.releasesSecret) {
    const stop = followDataChanges(config.apiUrl, config.releasesSecret, () => pages.dataChanged(), app.log);
    app.addHook('onClose', async () => stop());
  }
  app.decorate(
    'health',
    registerHealthRoutes(app, [
      apiReachable(config.apiUrl),
      // Until the live releases are loaded, visitors would get the fallback pages.
      { name: 'releases', check: async () => app.releases.ready() },
    ]),
  );
  const cache = new PageCache(options.pageCacheBytes);
  await app.register(crawlerRoutes, {
    projectSlugs: async () => (await pages.currentData()).owner.projects.map((project) => project.slug),
    cache,
  });
  await app.register(pagesPlugin, {
    template,
    pages,
    policy,
    pageViewSecret: config.pageViewSecret,
    lane,
    apiBaseUrl: `${config.apiUrl}/api/v1`,
    cache,
  });
  return app;
}
