import { remembering } from '@portfolio/shared/http-caching';
import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemotesConfig } from '../../src/app/remotes-config';
import type { PreparedRelease, ServedReleases } from './served-releases';
import { bucketNewVisitor, readVisitor } from './visitor-cookies';

/** The releases one page is served with: the same in its server HTML, its browser and its CSP. */
export interface PageReleases {
  /** Each remote's manifest URL, written into the page (and answered as `/remotes.json`). */
  remotes: RemotesConfig;
  /** The release (version) of each remote the page is served with: what its page-view token names. */
  versions: Partial<Record<RemoteName, string>>;
  /** The public remote's release, which renders the page on the server. */
  publicRemote?: PreparedRelease;
  /** The releases this browser previews, for the bar that says so. */
  previews: { remote: RemoteName; version: string }[];
  /** The origins the page may load code from besides its own. */
  origins: string[];
  /**
   * Whether another visitor may get other releases for the same address now (a rollout or a preview is on):
   * the page then varies with the cookies that choose them.
   */
  chosenByCookie: boolean;
  /** The served releases' count of changes when these were chosen (ServedReleases.changes). */
  chosenAt: number;
}

/**
 * A release's origin, parsed once per address: every page view asks, and the addresses are the registry's few
 * releases (never a visitor's input).
 */
const originOf = remembering((manifestUrl: string) => new URL(manifestUrl).origin, 64);

/** Which release of each remote this visitor sees: their preview, their share of a rollout, or the live one. */
export async function pageReleasesFor(
  previewSecret: string | undefined,
  served: ServedReleases,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageReleases> {
  // Read before choosing: a change while choosing makes the count move past it.
  const chosenAt = served.changes;
  let visitor = readVisitor(previewSecret, request);
  if (served.rollingOut) visitor = bucketNewVisitor(reply, visitor, request.protocol === 'https');
  const chosen = await Promise.all(REMOTE_NAMES.map((remote) => served.forVisitor(remote, visitor)));
  const page: PageReleases = {
    remotes: {},
    versions: {},
    previews: [],
    origins: [],
    chosenByCookie: served.rollingOut || served.previewing,
    chosenAt,
  };
  REMOTE_NAMES.forEach((remote, index) => {
    const release = chosen[index];
    if (!release) return;
    page.remotes[remote] = release.manifestUrl;
    page.versions[remote] = release.version;
    if (remote === 'publicRemote') page.publicRemote = release;
    if (visitor.preview?.[remote] === release.version)
      page.previews.push({ remote, version: release.version });
  });
  page.origins = [...new Set(Object.values(page.remotes).map(originOf))];
  return page;
}
