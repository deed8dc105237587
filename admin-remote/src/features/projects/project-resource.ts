import { projectsApi } from '@portfolio/shared/api';
import type { Project, ProjectDetail, ProjectInput } from '@portfolio/shared/schemas';
import { projectsDescriptor } from '@portfolio/shared/resources';
import type { Resource } from '../../lib/resource';

export const projectResource: Resource<ProjectDetail, ProjectInput, Project> = {
  ...projectsDescriptor,
  singular: 'project',
  quickCreate: true,
  client: projectsApi,
  labelOf: (project) => project.name,
  texts: {
    loadListFailed: 'Failed to load projects.',
    loadOneFailed: 'Failed to load project.',
    created: 'Project created successfully!',
    createFailed: 'Failed to create project.',
    updated: 'Project updated successfully!',
    updateFailed: 'Failed to update project.',
    deleted: 'Project successfully deleted!',
    deleteFailed: 'Failed to delete project.',
    confirmDelete: (project) => `Delete project '${project.name}'?`,
  },
};

export const ADD_TECHNOLOGY_FAILED = 'Failed to add technology to project.';
export const REMOVE_TECHNOLOGY_FAILED = 'Failed to remove technology from project.';
