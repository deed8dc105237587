import { queryOptions } from '@portfolio/shared/query';
import type { DraftPreviewLink, DraftResource, ProjectDraft, UserDraft } from '@portfolio/shared/schemas';
import { ApiError, apiRequest } from '@portfolio/shared/api';

/** A draft as the admin reads it: the item's unpublished fields, and when and by whom they were saved. */
export type Draft = ProjectDraft | UserDraft;

const draftPath = (resource: DraftResource, id: number) => `/${resource}/${id}/draft`;

/** A project's or the profile's unpublished changes (docs/history.md#drafts-and-preview). */
export const draftsApi = {
  /** The item's draft, or null when it has none. */
  read: async (resource: DraftResource, id: number, signal?: AbortSignal): Promise<Draft | null> => {
    try {
      return await apiRequest<Draft>(draftPath(resource, id), { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  save: (resource: DraftResource, id: number, input: unknown) =>
    apiRequest<Draft>(draftPath(resource, id), { method: 'PUT', body: input }),
  discard: (resource: DraftResource, id: number) =>
    apiRequest<void>(draftPath(resource, id), { method: 'DELETE' }),
  /** Refused (412) when the item changed since the draft was made, or since `ifMatch` when given. */
  publish: <Item>(resource: DraftResource, id: number, ifMatch?: string) =>
    apiRequest<Item>(`${draftPath(resource, id)}/publish`, {
      method: 'POST',
      ...(ifMatch ? { ifMatch } : {}),
    }),
  preview: (resource: DraftResource, id: number) =>
    apiRequest<DraftPreviewLink>(`${draftPath(resource, id)}/preview`, { method: 'POST' }),
};

/** Under the item's resource key: whatever refreshes the item refreshes its draft. */
export const draftQuery = (resource: DraftResource, id: number) =>
  queryOptions({
    queryKey: [resource, 'draft', id] as const,
    queryFn: ({ signal }) => draftsApi.read(resource, id, signal),
  });
