import { tagsApi } from '../../lib/tags-api';
import type { Tag, TagInput } from '@portfolio/shared/schemas';
import { tagsDescriptor } from '@portfolio/shared/resources';
import type { Resource } from '../../lib/resource';

export const tagResource: Resource<Tag, TagInput> = {
  ...tagsDescriptor,
  singular: 'tag',
  quickCreate: true,
  client: tagsApi,
  labelOf: (tag) => tag.name,
  texts: {
    loadListFailed: 'Failed to load tags.',
    // The original reused 'Failed to load project.' here (docs/decisions.md#texts-corrected).
    loadOneFailed: 'Failed to load tag.',
    created: 'Tag created successfully!',
    createFailed: 'Failed to create tag.',
    updated: 'Tag updated successfully!',
    updateFailed: 'Failed to update tag.',
    deleted: 'Tag deleted successfully!',
    deleteFailed: 'Failed to delete tag.',
    confirmDelete: (tag) => `Delete '${tag.name}' tag?`,
  },
};
