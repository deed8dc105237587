import type { ResourceDescriptor } from './resource-descriptor';

export const tagsDescriptor = {
  name: 'tags',
  label: 'Tags',
  singular: 'tag',
  icon: 'tags',
  // A technology embeds its tags, a project its technologies, a profile its projects.
  affects: ['technologies', 'projects', 'users'],
  quickCreate: true,
} as const satisfies ResourceDescriptor;
