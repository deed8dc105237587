import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import type { PageRenderer } from '../ssr/page-renderer';
import { RenderProcess, removeStaleRenderCaches } from '../ssr/render-process';
import { type RenderSandbox, renderSandbox } from '../ssr/render-sandbox';
import { SERVER_RENDERED_PAGES } from '../ssr/server-pages';
import { providedVersions } from '../ssr/shared-modules';
import { smokeRender } from '../ssr/smoke-render';
import { type PageReleases, pageReleasesFor } from './page-releases';
import { releasePreparer } from './prepare-release';
import { checkRelease } from './release-checks';
import { registerReleaseRoutes } from './release-routes';
import { ReleaseRegistry } from './registry';
import { ReleasesApi } from './releases-api';
import { ServedReleases } from './served-releases';

export interface ReleasesPluginOptions {
  config: ServerConfig;
  /** The server-rendered pages: a candidate's smoke render draws the live home page with them. */
  pages: PageRenderer;
  /** The render process's entry (`render-worker.js` beside the built server). */
  renderWorker: string;
}

/** What the rest of the server asks of the releases: which ones a page is served with, and whether they loaded. */
export interface SiteReleases {
  /** Which release of each remote this visitor's page is served with (a rollout cookie may be set on `reply`). */
  forPage(request: FastifyRequest, reply: FastifyReply): Promise<PageReleases>;
  /** Whether the releases the registry names were loaded once since the start (always, without releases). */
  ready(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    releases: SiteReleases;
  }
}

/**
 * The remotes' releases on this host server: the registry the API keeps (polled), else the configured remotes;
 * each release prepared before it serves anyone (its server part in a render process of its own); the checks a
 * release passes before it may; and the routes that change the registry and open previews.
 */
export const releasesPlugin = fp<ReleasesPluginOptions>(
  async (app, { config, pages, renderWorker }) => {
    await removeStaleRenderCaches();
    // Aborted on close: a renderer still loading is stopped at once instead of holding the shutdown up to its
    // start timeout.
    const closing = new AbortController();
    // Read when the first renderer starts: a host server without the built worker (its tests) serves without one.
    let sandbox: Promise<RenderSandbox> | undefined;
    const startRenderer = async (remote: RemoteName, manifestUrl: string) =>
      RenderProcess.start({ remote, manifestUrl, exposes: [...SERVER_RENDERED_PAGES] }, renderWorker, {
        signal: closing.signal,
        sandbox: await (sandbox ??= renderSandbox(renderWorker)),
      });

    const served = new ServedReleases(
      releasePreparer(startRenderer, app.log),
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
    // Before the server waits for requests in flight: one may be waiting for that renderer.
    app.addHook('preClose', async () => closing.abort());
    app.addHook('onClose', async () => {
      registry?.stop();
      await served.retireAll();
    });

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
                    () => pages.currentData(),
                  )
              : undefined,
        }),
      refresh: async () => registry?.refresh(),
      warm: (remote, version, manifestUrl) =>
        void served.get(remote, { version, manifestUrl }).catch(() => undefined),
    });

    app.decorate('releases', {
      forPage: (request, reply) => pageReleasesFor(app, served, request, reply),
      ready: () => configuredLoaded && (!registry || served.ready),
    } satisfies SiteReleases);
  },
  { name: 'releases', dependencies: ['@fastify/cookie'] },
);
