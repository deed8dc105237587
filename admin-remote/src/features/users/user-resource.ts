import { type Profile, usersApi } from '@portfolio/shared/api';
import type { UserInput, UserSummary } from '@portfolio/shared/schemas';
import { usersDescriptor } from '@portfolio/shared/resources';
import type { Resource } from '../../lib/resource';

export const fullName = (user: Pick<UserSummary, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`;

export const userResource: Resource<Profile, UserInput, UserSummary> = {
  ...usersDescriptor,
  singular: 'user',
  // A new user is an invitation, not content: the admin home offers no 'New user'.
  quickCreate: false,
  client: usersApi,
  labelOf: fullName,
  texts: {
    loadListFailed: 'Failed to load users.',
    loadOneFailed: 'Failed to load user.',
    // New creates the user and e-mails them an invitation (docs/decisions.md#users-new-and-delete).
    created: 'User created successfully! An invitation e-mail is on its way.',
    createFailed: 'Failed to create user.',
    updated: 'User updated successfully.',
    // The original reused 'Failed to load user.' for these two (docs/decisions.md#texts-corrected).
    updateFailed: 'Failed to update user.',
    deleted: 'User deleted successfully.',
    deleteFailed: 'Failed to delete user.',
    confirmDelete: (user) => `Delete user '${fullName(user)}'?`,
  },
};
