// The browser's API entry, shared as ONE federation singleton: the client's configuration (base URL, what a 401
// does) must exist once per page, so every call goes through this one module. A shared module
// travels whole (a consumer may ask for any export), so what every page reads lives here and the owner's own calls
// (drafts, history, uploads, tags, experiences, the résumé import, the dashboard) live in the admin remote, built
// on the calls below: a visitor's first island does not carry them.
export {
  ApiError,
  apiRequest,
  apiUrl,
  authorizationHeader,
  buildQuery,
  configureApi,
  entityTagOf,
  failure,
  parseProblem,
  UNREACHABLE,
  type RequestOptions,
} from './client';
export { changePassword, checkResetLink, login, recoverPassword, signIn } from './auth';
export {
  contactApi,
  contactFormQuery,
  EMPTY_CONTACT_FORM,
  messageQueries,
  messagesApi,
  type MessageListParams,
} from './messages';
export { pagingQuery, type ListParams, type Page } from './paging';
export { projectQueries, projectsApi } from './projects';
export { queryKeys, resourceQueries } from './query-keys';
export { createResourceClient, type ResourceClient } from './resource-client';
export { technologiesApi, technologyQueries } from './technologies';
export { USER_SEARCH_FIELDS, userQueries, usersApi, type Profile, type UserSearchField } from './users';
export {
  clearToken,
  ensureSession,
  onSignOutElsewhere,
  readToken,
  refreshSession,
  saveToken,
  sessionStatus,
  signOut,
  subscribeSession,
  type SessionStatus,
} from './session';
