import { type PageView, signPageView } from '@portfolio/shared/page-view-token';
import type { RemoteName } from '@portfolio/shared/remotes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageReleases } from '../releases/page-releases';

/** The Server-Timing metric a page's token travels in: the reporter reads it from the navigation's entry. */
export const PAGE_VIEW_TIMING = 'pv';

/**
 * Puts the page-view token on the answer, never in its bytes, so a kept page is the same for every visitor and a
 * 304 still counts a view: `Server-Timing: pv;desc="<token>"`, which the page reads as
 * `performance.getEntriesByType('navigation')[0].serverTiming` (same origin: no Timing-Allow-Origin needed). The
 * token is base64url and dots, nothing a quoted string must escape.
 */
export function sendPageView(reply: FastifyReply, token: string): FastifyReply {
  return reply.header('server-timing', pageViewTiming(token));
}

/** The `Server-Timing` value that carries a page-view token. */
export const pageViewTiming = (token: string) => `${PAGE_VIEW_TIMING};desc="${token}"`;

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
  return signPageView(secret, pageViewOf(request, page, serverRendered));
}

/** What the page-view token of one page names (see pageViewToken). */
export function pageViewOf(
  request: FastifyRequest,
  page: PageReleases,
  serverRendered: boolean,
): Pick<PageView, 'path' | 'releases'> {
  const remotes: RemoteName[] = serverRendered
    ? ['publicRemote']
    : (Object.keys(page.versions) as RemoteName[]);
  const releases: Partial<Record<RemoteName, string>> = {};
  for (const remote of remotes) if (page.versions[remote]) releases[remote] = page.versions[remote];
  return { path: request.url.split('?')[0] ?? '/', releases };
}
