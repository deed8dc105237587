import type { ResourceDescriptor } from './resource-descriptor';

export const usersDescriptor = {
  name: 'users',
  label: 'Users',
  singular: 'user',
  icon: 'users',
  // Deleting a user takes their projects and experiences along.
  affects: ['projects', 'experiences'],
  // A new user is an invitation, not content: the home offers no 'New user'.
  quickCreate: false,
} as const satisfies ResourceDescriptor;
