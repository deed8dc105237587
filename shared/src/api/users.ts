import type {
  LoginResponse,
  PasswordChangeInput,
  PublicUser,
  User,
  UserInput,
  UserSummary,
} from '../schemas';
import { apiRequest } from './client';
import { resourceQueries } from './query-keys';
import { createResourceClient } from './resource-client';

export const USER_SEARCH_FIELDS = ['firstName', 'lastName', 'email'] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];

/** A profile as anyone reads it; a signed-in reader also gets the phone and the hidden projects. */
export type Profile = PublicUser | User;

const client = createResourceClient<Profile, UserInput, 'users', UserSummary>({
  path: '/users',
  listKey: 'users',
  searchParam: 'email',
  searchFields: USER_SEARCH_FIELDS,
});

/** `create` makes the user and e-mails them an invitation link to choose their password. */
export const usersApi = {
  ...client,
  /**
   * Changes the signed-in user's own password. Every other session of theirs ends; the answer carries the token
   * this session goes on with (the one sent is no longer valid).
   */
  changeOwnPassword: (input: PasswordChangeInput) =>
    apiRequest<LoginResponse>('/users/me/password', { method: 'PUT', body: input }),
};

export const userQueries = resourceQueries('users', client);
