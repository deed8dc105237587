import { queryOptions } from '../query';
import type { ResourceName } from '../resources';
import type { ListParams } from './paging';
import type { ResourceClient } from './resource-client';

/**
 * The one place query keys are made, for every microfrontend: the host's header avatar, the home page and an
 * admin screen share cached data because they ask for the same key, not because two literals happen to match.
 * Keys are hierarchical, so `['projects']` covers every list and every single project.
 */
export const queryKeys = {
  all: (resource: ResourceName) => [resource] as const,
  lists: (resource: ResourceName) => [resource, 'list'] as const,
  list: (resource: ResourceName, params: ListParams | 'all') => [resource, 'list', params] as const,
  detail: (resource: ResourceName, id: number) => [resource, 'detail', id] as const,
  bySlug: (resource: ResourceName, slug: string) => [resource, 'slug', slug] as const,
  /** A write-up's preview, by its Markdown: the same text is rendered once. */
  writeUpPreview: (markdown: string) => ['projects', 'write-up-preview', markdown] as const,
};

/** `queryOptions` for a resource's list and single item, used by hooks, prefetching and server rendering alike. */
export function resourceQueries<Item, Row>(
  resource: ResourceName,
  client: Pick<ResourceClient<Item, never, Row>, 'list' | 'get'>,
) {
  return {
    list: (params: ListParams) =>
      queryOptions({
        queryKey: queryKeys.list(resource, params),
        queryFn: ({ signal }) => client.list(params, signal),
      }),
    detail: (id: number) =>
      queryOptions({
        queryKey: queryKeys.detail(resource, id),
        queryFn: ({ signal }) => client.get(id, signal),
      }),
  };
}
