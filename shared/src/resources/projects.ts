import type { ResourceDescriptor } from './resource-descriptor';

export const projectsDescriptor = {
  name: 'projects',
  label: 'Projects',
  singular: 'project',
  icon: 'projects',
  // A profile embeds its owner's projects.
  affects: ['users'],
  quickCreate: true,
} as const satisfies ResourceDescriptor;
