import type { RemoteName } from '@portfolio/shared/remotes';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ExposedAssets,
  type Renderer,
  SERVER_RENDERED_PAGES,
  type ServerRenderedPage,
} from '../ssr/server-pages';
import {
  allowedUrl,
  type FederationManifest,
  readExposedAssets,
  readFederationManifest,
} from './release-manifest';
import type { PreparedRelease, Preparer } from './served-releases';

/** Where the release's server entry is: named by its manifest, on one of its remote's allowed origins. */
function serverEntryUrl(
  manifest: FederationManifest,
  manifestUrl: string,
  allowed: readonly string[],
): string {
  const entry = manifest.metaData?.ssrRemoteEntry;
  if (!entry) throw new Error(`${manifestUrl} names no server entry (ssrRemoteEntry).`);
  return allowedUrl(new URL(entry.path + entry.name, manifestUrl).href, allowed);
}

/**
 * How a release is made ready to serve: the admin remote needs nothing but its address; the public remote's
 * pages need their files read and a renderer loaded with its server code (`renderer` may share one with a release
 * that runs the same code). One whose server part cannot be prepared is still served to browsers, and says why in
 * `degraded`.
 */
export const releasePreparer =
  (
    renderer: (remote: RemoteName, manifestUrl: string, serverEntryUrl: string) => Promise<Renderer>,
    allowedOrigins: Readonly<Record<RemoteName, readonly string[]>>,
    log: FastifyBaseLogger,
  ): Preparer =>
  async (remote, pointer): Promise<PreparedRelease> => {
    if (remote !== 'publicRemote') return { remote, ...pointer };
    const allowed = allowedOrigins[remote];
    try {
      const manifest = await readFederationManifest(pointer.manifestUrl, allowed);
      const entryUrl = serverEntryUrl(manifest, pointer.manifestUrl, allowed);
      const [assets, loaded] = await Promise.allSettled([
        Promise.all(
          SERVER_RENDERED_PAGES.map(
            async (page) =>
              [page, await readExposedAssets(manifest, pointer.manifestUrl, page, allowed)] as const,
          ),
        ).then((entries) => Object.fromEntries(entries) as Record<ServerRenderedPage, ExposedAssets>),
        renderer(remote, pointer.manifestUrl, entryUrl),
      ]);
      if (assets.status === 'fulfilled' && loaded.status === 'fulfilled')
        return { remote, ...pointer, page: { assets: assets.value, renderer: loaded.value } };
      // A renderer loaded for a release that cannot serve is not kept.
      if (loaded.status === 'fulfilled') await loaded.value.stop();
      throw assets.status === 'rejected' ? assets.reason : (loaded as PromiseRejectedResult).reason;
    } catch (error) {
      log.warn(
        { err: error, remote, version: pointer.version },
        'the release is served without server rendering',
      );
      return { remote, ...pointer, degraded: error instanceof Error ? error.message : String(error) };
    }
  };
