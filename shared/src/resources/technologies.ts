import type { ResourceDescriptor } from './resource-descriptor';

export const technologiesDescriptor = {
  name: 'technologies',
  label: 'Technologies',
  icon: 'technologies',
  // A project embeds its technologies, and a profile its projects.
  affects: ['projects', 'users'],
} as const satisfies ResourceDescriptor;
