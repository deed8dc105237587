import { technologiesApi } from '@portfolio/shared/api';
import type { Technology, TechnologyInput } from '@portfolio/shared/schemas';
import { technologiesDescriptor } from '@portfolio/shared/resources';
import type { Resource } from '../../lib/resource';

export const technologyResource: Resource<Technology, TechnologyInput> = {
  ...technologiesDescriptor,
  singular: 'technology',
  quickCreate: true,
  client: technologiesApi,
  labelOf: (technology) => technology.name,
  texts: {
    loadListFailed: 'Failed to fetch technologies.',
    loadOneFailed: 'Failed to fetch technology.',
    created: 'Technology created successfully!',
    createFailed: 'Failed to create technology.',
    updated: 'Technology updated successfully!',
    updateFailed: 'Failed to update technology.',
    deleted: 'Technology successfully deleted!',
    deleteFailed: 'Failed to delete technology.',
    confirmDelete: (technology) => `Delete '${technology.name}' technology?`,
  },
};

export const ADD_TAG_FAILED = 'Failed to add tag to technology.';
export const REMOVE_TAG_FAILED = 'Failed to remove tag from technology.';
