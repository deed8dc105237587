import { experiencesApi } from './experiences-api';
import type { Experience, ExperienceInput } from '@portfolio/shared/schemas';
import { experiencesDescriptor } from '@portfolio/shared/resources';
import type { Resource } from '../../lib/resource';

export const experienceResource: Resource<Experience, ExperienceInput> = {
  ...experiencesDescriptor,
  singular: 'experience',
  quickCreate: true,
  client: experiencesApi,
  labelOf: (experience) => `${experience.title} at ${experience.company}`,
  texts: {
    loadListFailed: 'Failed to fetch work experiences.',
    loadOneFailed: 'Failed to load experience.',
    created: 'Experience created successfully!',
    createFailed: 'Failed to create experience.',
    // The original's 'Experiences updated successfully!' was a typo (docs/decisions.md#texts-corrected).
    updated: 'Experience updated successfully!',
    updateFailed: 'Failed to update experience.',
    deleted: 'Experience successfully deleted!',
    deleteFailed: 'Failed to delete experience.',
    confirmDelete: (experience) => `Delete your experience at ${experience.company} as ${experience.title}?`,
  },
};

export const ADD_TECHNOLOGY_FAILED = 'Failed to add technology to experience.';
export const REMOVE_TECHNOLOGY_FAILED = 'Failed to remove technology from experience.';
