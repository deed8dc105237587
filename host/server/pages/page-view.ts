import { signPageView } from '@portfolio/shared/page-view-token';
import type { RemoteName } from '@portfolio/shared/remotes';
import type { FastifyRequest } from 'fastify';
import type { PageReleases } from '../releases/page-releases';

/**
 * The page-view token of one page (PAGE_VIEW_SECRET): its path, and the releases of the remotes it runs, which
 * its errors and vitals are charged to. A server-rendered page runs the public remote's only; a page the
 * browser renders may load any remote it was given.
 */
export function pageViewToken(
  secret: string,
  request: FastifyRequest,
  page: PageReleases,
  serverRendered: boolean,
): string {
  const remotes: RemoteName[] = serverRendered
    ? ['publicRemote']
    : (Object.keys(page.versions) as RemoteName[]);
  const releases: Partial<Record<RemoteName, string>> = {};
  for (const remote of remotes) if (page.versions[remote]) releases[remote] = page.versions[remote];
  return signPageView(secret, { path: request.url.split('?')[0] ?? '/', releases });
}
