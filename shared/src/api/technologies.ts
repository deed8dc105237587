import { queryOptions } from '../query';
import type { OrderInput, Technology, TechnologyInput, TechnologyTagLink } from '../schemas';
import { apiRequest } from './client';
import { queryKeys, resourceQueries } from './query-keys';
import { createResourceClient } from './resource-client';

const client = createResourceClient<Technology, TechnologyInput, 'technologies'>({
  path: '/technologies',
  listKey: 'technologies',
  searchParam: 'name',
});

export const technologiesApi = {
  ...client,
  /** Every technology, unpaged: the technology grid and the suggestion lists show them all. */
  listAll: async (signal?: AbortSignal) =>
    (await apiRequest<{ technologies: Technology[] }>('/technologies', { signal })).technologies,
  addTag: (link: TechnologyTagLink) =>
    apiRequest<Technology>('/technologies/add-tag', { method: 'POST', body: link }),
  removeTag: (link: TechnologyTagLink) =>
    apiRequest<Technology>('/technologies/remove-tag', { method: 'POST', body: link }),
  reorder: (order: OrderInput) => apiRequest<void>('/technologies/order', { method: 'PUT', body: order }),
};

export const technologyQueries = {
  ...resourceQueries('technologies', client),
  all: () =>
    queryOptions({
      queryKey: queryKeys.list('technologies', 'all'),
      queryFn: ({ signal }) => technologiesApi.listAll(signal),
    }),
};
