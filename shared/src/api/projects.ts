import type {
  OrderInput,
  Project,
  ProjectDetail,
  ProjectInput,
  ProjectTechnologyLink,
  ScheduledChange,
  ScheduleInput,
  ScheduleList,
} from '../schemas';
import { apiRequest } from './client';
import { queryOptions } from '../query';
import { queryKeys, resourceQueries } from './query-keys';
import { createResourceClient } from './resource-client';

// One project (its page, its form) carries the case study; a list's rows leave it out.
const client = createResourceClient<ProjectDetail, ProjectInput, 'projects', Project>({
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
    apiRequest<ProjectDetail>(`/projects/slug/${encodeURIComponent(slug)}`, { signal }),
  /** Its publish and hide still to come, soonest first. */
  scheduled: (id: number) => apiRequest<ScheduleList>(`/projects/${id}/schedule`),
  schedule: (id: number, input: ScheduleInput) =>
    apiRequest<ScheduledChange>(`/projects/${id}/schedule`, { method: 'POST', body: input }),
  cancelScheduled: (id: number, scheduleId: number) =>
    apiRequest<void>(`/projects/${id}/schedule/${scheduleId}`, { method: 'DELETE' }),
  /** The write-up's Markdown as its page would show it, rendered by the API (no Markdown code in the browser). */
  previewWriteUp: (markdown: string, signal?: AbortSignal) =>
    apiRequest<{ html: string }>('/projects/preview', { method: 'POST', body: { markdown }, signal }),
};

export const projectQueries = {
  ...resourceQueries('projects', client),
  bySlug: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.bySlug('projects', slug),
      queryFn: ({ signal }) => projectsApi.getBySlug(slug, signal),
    }),
  /** Under the projects' key: whatever refreshes a project refreshes its schedule. */
  scheduled: (id: number) =>
    queryOptions({
      queryKey: ['projects', 'schedule', id] as const,
      queryFn: () => projectsApi.scheduled(id),
    }),
  writeUpPreview: (markdown: string) =>
    queryOptions({
      queryKey: queryKeys.writeUpPreview(markdown),
      queryFn: ({ signal }) => projectsApi.previewWriteUp(markdown, signal),
      // The same Markdown always renders the same way.
      staleTime: Infinity,
    }),
};
