import type { ResourceDescriptor } from './resource-descriptor';

export const projectsDescriptor = {
  name: 'projects',
  label: 'Projects',
  icon: 'projects',
  // A profile embeds its owner's projects.
  affects: ['users'],
} as const satisfies ResourceDescriptor;
