import type { ResourceDescriptor } from './resource-descriptor';

export const technologiesDescriptor = {
  name: 'technologies',
  label: 'Technologies',
  singular: 'technology',
  icon: 'technologies',
  // A project embeds its technologies, and a profile its projects.
  affects: ['projects', 'users'],
  quickCreate: true,
} as const satisfies ResourceDescriptor;
