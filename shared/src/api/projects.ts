import type { OrderInput, Project, ProjectInput, ProjectTechnologyLink } from '../schemas';
import { apiRequest } from './client';
import { queryOptions } from '../query';
import { queryKeys, resourceQueries } from './query-keys';
import { createResourceClient } from './resource-client';

const client = createResourceClient<Project, ProjectInput, 'projects'>({
  path: '/projects',
  listKey: 'projects',
  searchParam: 'name',
});

export const projectsApi = {
  ...client,
  addTechnology: (link: ProjectTechnologyLink) =>
    apiRequest<Project>('/projects/add-tech', { method: 'POST', body: link }),
  removeTechnology: (link: ProjectTechnologyLink) =>
    apiRequest<Project>('/projects/remove-tech', { method: 'POST', body: link }),
  reorder: (order: OrderInput) => apiRequest<void>('/projects/order', { method: 'PUT', body: order }),
  /** The project at `/projects/<slug>`, also by an old slug (the answer names the current one). */
  getBySlug: (slug: string, signal?: AbortSignal) =>
    apiRequest<Project>(`/projects/slug/${encodeURIComponent(slug)}`, { signal }),
};

export const projectQueries = {
  ...resourceQueries('projects', client),
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.bySlug('projects', slug),
      queryFn: ({ signal }) => projectsApi.getBySlug(slug, signal),
    }),
};
