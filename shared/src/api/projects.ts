import type { OrderInput, Project, ProjectInput, ProjectTechnologyLink } from '../schemas';
import { ApiError, apiRequest } from './client';
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
  /**
   * `null` when there is no such project to show (hidden, unknown): an answer, kept like any other, so a second
   * screen reading it (the page's title and the page) asks the API nothing more, as a failure would.
   */
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.bySlug('projects', slug),
      queryFn: ({ signal }) =>
        projectsApi.getBySlug(slug, signal).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
    }),
};
