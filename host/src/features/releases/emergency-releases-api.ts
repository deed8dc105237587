import { apiRequest } from '@portfolio/shared/api';
import { queryOptions } from '@portfolio/shared/query';
import type { RemoteName } from '@portfolio/shared/remotes';
import type { RemoteReleases, RollbackResult } from '@portfolio/shared/schemas';

/**
 * The registry calls the host's emergency view makes: the admin remote has its own (its releases screen); the host
 * cannot use that code, since this view is for when the admin remote is what fails. The same query key, so both
 * share one cached answer.
 */
export const remoteReleasesQuery = (remote: RemoteName) =>
  queryOptions({
    queryKey: ['releases', remote] as const,
    queryFn: ({ signal }) => apiRequest<RemoteReleases>(`/releases/${remote}`, { signal }),
  });

/** Stop a rollout first, else live back to the previous release: the site decides and says which. */
export const rollBack = (remote: RemoteName, expectedLive: string | null) =>
  apiRequest<RollbackResult>(`/releases/${remote}/rollback`, { method: 'POST', body: { expectedLive } });

/** The rollout's share back to 0: its visitors get the live release again. */
export const stopRollout = (remote: RemoteName, version: string, expectedLive: string | null) =>
  apiRequest<RemoteReleases>(`/releases/${remote}/live`, {
    method: 'PUT',
    body: { version, expectedLive, percent: 0 },
  });
