import type { ResourceDescriptor } from './resource-descriptor';

export const tagsDescriptor = {
  name: 'tags',
  label: 'Tags',
  icon: 'tags',
  // A technology embeds its tags, a project its technologies, a profile its projects.
  affects: ['technologies', 'projects', 'users'],
} as const satisfies ResourceDescriptor;
