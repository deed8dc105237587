import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import { sendProblem } from '../problems';
import type { PageRenderer } from '../ssr/page-renderer';
import { RenderProcess, removeStaleRenderCaches } from '../ssr/render-process';
import { QueueFullError, RenderQueue } from '../ssr/render-queue';
import { type RenderSandbox, renderSandbox } from '../ssr/render-sandbox';
import { RendererPool } from '../ssr/renderer-pool';
import { serverCodeDigest } from '../ssr/server-code';
import { SERVER_RENDERED_PAGES } from '../ssr/server-pages';
import { providedVersions } from '../ssr/shared-modules';
import { smokeRender, smokeRenderAdmin } from '../ssr/smoke-render';
import { type PageReleases, pageReleasesFor } from './page-releases';
import { releasePreparer } from './prepare-release';
import { checkRelease } from './release-checks';
import { registerReleaseRoutes } from './release-routes';
import { ReleaseRegistry } from './registry';
import { ReleasesApi } from './releases-api';
import { ServedReleases } from './served-releases';

/**
 * Checks that render a release (a smoke render, each in a process of its own) at once, and how many more wait for
 * a place: ten registrations at once made ten processes before.
 */
const SMOKE_RENDERS_AT_ONCE = 2;
const SMOKE_RENDERS_WAITING = 4;

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
  /** Moves whenever which releases visitors are served changes (a page's `chosenAt` says when it was chosen). */
  changes(): number;
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
      RenderProcess.start(
        {
          remote,
          manifestUrl,
          // The admin remote's server code is only ever loaded to check a release (smokeRenderAdmin).
          exposes: remote === 'publicRemote' ? [...SERVER_RENDERED_PAGES] : ['AdminApp'],
          origins: [...config.releaseOrigins[remote]],
        },
        renderWorker,
        { signal: closing.signal, sandbox: await (sandbox ??= renderSandbox(renderWorker)) },
      );

    // Releases whose server code is byte for byte the same share one render process.
    const renderers = new RendererPool();
    const pageRenderer = async (remote: RemoteName, manifestUrl: string, serverEntryUrl: string) =>
      renderers.acquire(`${remote} ${await serverCodeDigest(serverEntryUrl)}`, () =>
        startRenderer(remote, manifestUrl),
      );
    const served = new ServedReleases(
      releasePreparer(pageRenderer, config.releaseOrigins, app.log),
      async (release) => release.page?.renderer.stop(),
      app.log,
      (remote, manifestUrl) =>
        URL.canParse(manifestUrl) && config.releaseOrigins[remote].includes(new URL(manifestUrl).origin),
    );
    const smokeRenders = new RenderQueue(
      SMOKE_RENDERS_AT_ONCE,
      SMOKE_RENDERS_WAITING,
      () =>
        new QueueFullError(
          `This host server is checking ${SMOKE_RENDERS_AT_ONCE + SMOKE_RENDERS_WAITING} releases already: try again in a minute.`,
          60,
        ),
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

    const check = (remote: RemoteName, manifestUrl: string, { render = true } = {}) =>
      checkRelease(remote, manifestUrl, {
        allowedOrigins: config.releaseOrigins[remote],
        provided: providedVersions,
        smokeRender: !render
          ? undefined
          : () =>
              remote === 'publicRemote'
                ? smokeRender(
                    () => startRenderer(remote, manifestUrl),
                    () => pages.currentData(),
                  )
                : smokeRenderAdmin(() => startRenderer(remote, manifestUrl)),
      });
    // In a scope of their own: a full queue of checks is answered 503 there, saying when to try again (the
    // server's own handler answers every 5xx as a 500 that says nothing).
    await app.register(async (scope) => {
      scope.setErrorHandler(async (error, _request, reply) => {
        if (!(error instanceof QueueFullError)) throw error;
        return sendProblem(reply.header('retry-after', String(error.retryAfterSeconds)), 503, error.message);
      });
      registerReleaseRoutes(scope, {
        api,
        previewSecret: config.previewSecret,
        previewable: async (remote, version) =>
          served.previewable(remote, version) ||
          (registry !== undefined &&
            (await registry.refresh().then(
              () => served.previewable(remote, version),
              () => false,
            ))),
        // Every check starts a render process (the smoke render).
        check: (remote, manifestUrl) => smokeRenders.run(() => check(remote, manifestUrl)),
        refresh: async () => registry?.refresh(),
        // As its first visitor would: the registry lists it by now, and it counts among the previews kept.
        warm: (remote, version) =>
          void served.forVisitor(remote, { preview: { [remote]: version } }).catch(() => undefined),
      });
    });

    app.decorate('releases', {
      forPage: (request, reply) => pageReleasesFor(config.previewSecret, served, request, reply),
      ready: () => configuredLoaded && (!registry || served.ready),
      changes: () => served.changes,
    } satisfies SiteReleases);
  },
  { name: 'releases', dependencies: ['@fastify/cookie'] },
);
