import { queryOptions } from '@portfolio/shared/query';
import type { HistoryList, HistoryResource, HistoryVersion, RestoreResult } from '@portfolio/shared/schemas';
import { apiRequest } from '@portfolio/shared/api';

/** The content history's calls (docs/history.md): versions, the trash, and the ways back. */
export const historyApi = {
  /** One item's versions, newest first. */
  item: (resource: HistoryResource, id: number, paging: { offset?: number; limit?: number } = {}) =>
    apiRequest<HistoryList>('/history', { query: { resource, id, ...paging } }),
  /** Every deleted item, by its deletion, newest first. */
  trash: (paging: { offset?: number; limit?: number } = {}) =>
    apiRequest<HistoryList>('/history', { query: { deleted: 'true', ...paging } }),
  /** The site's latest versions, newest first. */
  recent: (limit: number) => apiRequest<HistoryList>('/history', { query: { recent: 'true', limit } }),
  version: (id: number) => apiRequest<HistoryVersion>(`/history/${id}`),
  restore: (id: number) => apiRequest<RestoreResult>(`/history/${id}/restore`, { method: 'POST' }),
  undo: (changeSet: number) =>
    apiRequest<RestoreResult>(`/history/change-sets/${changeSet}/undo`, { method: 'POST' }),
  restoreSite: (at: string, dryRun: boolean) =>
    apiRequest<RestoreResult>('/history/restore-site', { method: 'POST', body: { at, dryRun } }),
};

/** Every history key starts with `history`: a restore or an undo refreshes them all. */
export const historyKeys = {
  all: ['history'] as const,
  item: (resource: HistoryResource, id: number, limit: number) =>
    ['history', 'item', resource, id, limit] as const,
  trash: (page: number) => ['history', 'trash', page] as const,
};

export const historyQueries = {
  item: (resource: HistoryResource, id: number, limit: number) =>
    queryOptions({
      queryKey: historyKeys.item(resource, id, limit),
      queryFn: () => historyApi.item(resource, id, { limit }),
    }),
  trash: (page: number, limit: number) =>
    queryOptions({
      queryKey: historyKeys.trash(page),
      queryFn: () => historyApi.trash({ offset: (page - 1) * limit, limit }),
    }),
};

/** The version an entity tag names (`"412"` → 412); undefined for any other tag. */
export function versionOfTag(tag: string | undefined): number | undefined {
  const match = tag === undefined ? null : /^(?:W\/)?"(\d+)"$/.exec(tag.trim());
  return match ? Number(match[1]) : undefined;
}
