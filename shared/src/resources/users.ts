import type { ResourceDescriptor } from './resource-descriptor';

export const usersDescriptor = {
  name: 'users',
  label: 'Users',
  icon: 'users',
  // Deleting a user takes their projects and experiences along.
  affects: ['projects', 'experiences'],
} as const satisfies ResourceDescriptor;
