import type { RemoteName } from '@portfolio/shared/remotes';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderProcess } from '../ssr/render-process';
import { type ExposedAssets, SERVER_RENDERED_PAGES, type ServerRenderedPage } from '../ssr/server-pages';
import { readExposedAssets, readFederationManifest } from './release-manifest';
import type { PreparedRelease, Preparer } from './served-releases';

/**
 * How a release is made ready to serve: the admin remote needs nothing but its address; the public remote's
 * pages need their files read and a render process loaded with its server code. One whose server part cannot be
 * prepared is still served to browsers, and says why in `degraded`.
 */
export const releasePreparer =
  (
    startRenderer: (remote: RemoteName, manifestUrl: string) => Promise<RenderProcess>,
    allowedOrigins: Readonly<Record<RemoteName, readonly string[]>>,
    log: FastifyBaseLogger,
  ): Preparer =>
  async (remote, pointer): Promise<PreparedRelease> => {
    if (remote !== 'publicRemote') return { remote, ...pointer };
    const allowed = allowedOrigins[remote];
    try {
      const manifest = await readFederationManifest(pointer.manifestUrl, allowed);
      const [assets, renderer] = await Promise.all([
        Promise.all(
          SERVER_RENDERED_PAGES.map(
            async (page) =>
              [page, await readExposedAssets(manifest, pointer.manifestUrl, page, allowed)] as const,
          ),
        ).then((entries) => Object.fromEntries(entries) as Record<ServerRenderedPage, ExposedAssets>),
        startRenderer(remote, pointer.manifestUrl),
      ]);
      return { remote, ...pointer, page: { assets, renderer } };
    } catch (error) {
      log.warn(
        { err: error, remote, version: pointer.version },
        'the release is served without server rendering',
      );
      return { remote, ...pointer, degraded: error instanceof Error ? error.message : String(error) };
    }
  };
