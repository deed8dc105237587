import { apiRequest } from '@portfolio/shared/api';
import { queryOptions } from '@portfolio/shared/query';
import type { RemoteName } from '@portfolio/shared/remotes';
import type {
  CreatedDeployKey,
  DeployKey,
  DeployKeyInput,
  PreviewLink,
  PromoteRelease,
  PromotionRule,
  RemoteReleases,
  RollbackRelease,
  RollbackResult,
} from '@portfolio/shared/schemas';

/**
 * The release registry's calls, on the site's origin like every API call: reads go to the API, changes to the
 * host server, which checks the release first. Only this screen uses them, so they live here, not in the API
 * client every page of the site loads.
 */
export const releaseKeys = {
  all: ['releases'] as const,
  remote: (remote: RemoteName) => ['releases', remote] as const,
  deployKeys: ['deploy-keys'] as const,
};

export const remoteReleasesQuery = (remote: RemoteName) =>
  queryOptions({
    queryKey: releaseKeys.remote(remote),
    queryFn: ({ signal }) => apiRequest<RemoteReleases>(`/releases/${remote}`, { signal }),
  });

export const deployKeysQuery = () =>
  queryOptions({
    queryKey: releaseKeys.deployKeys,
    queryFn: async ({ signal }) =>
      (await apiRequest<{ deployKeys: DeployKey[] }>('/deploy-keys', { signal })).deployKeys,
  });

export const changeLive = (remote: RemoteName, change: PromoteRelease) =>
  apiRequest<RemoteReleases>(`/releases/${remote}/live`, { method: 'PUT', body: change });

export const rollBack = (remote: RemoteName, rollback: RollbackRelease) =>
  apiRequest<RollbackResult>(`/releases/${remote}/rollback`, { method: 'POST', body: rollback });

export const setPromotionRule = (remote: RemoteName, rule: PromotionRule | null) =>
  apiRequest<RemoteReleases>(`/releases/${remote}/rule`, { method: 'PUT', body: { rule } });

export const previewRelease = (remote: RemoteName, version: string) =>
  apiRequest<PreviewLink>(`/releases/${remote}/previews`, { method: 'POST', body: { version } });

export const createDeployKey = (input: DeployKeyInput) =>
  apiRequest<CreatedDeployKey>('/deploy-keys', { method: 'POST', body: input });

export const revokeDeployKey = (id: number) => apiRequest<void>(`/deploy-keys/${id}`, { method: 'DELETE' });
