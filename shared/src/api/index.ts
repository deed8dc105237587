// The browser's API entry, shared as ONE federation singleton: the client's configuration (base URL, what a 401
// does) must exist once per page, so every resource module is reached through this one module.
export {
  ApiError,
  apiRequest,
  buildQuery,
  configureApi,
  entityTagOf,
  UNREACHABLE,
  type RequestOptions,
} from './client';
export { changePassword, checkResetLink, login, recoverPassword, signIn } from './auth';
export { dashboardQuery } from './dashboard';
export { draftQuery, draftsApi, type Draft } from './drafts';
export { experiencesApi } from './experiences';
export { historyApi, historyKeys, historyQueries, versionOfTag } from './history';
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
export { resumeApi } from './resume';
export { tagQueries, tagsApi } from './tags';
export { technologiesApi, technologyQueries } from './technologies';
export { uploadImage, uploadTargetQuery, type UploadOptions } from './uploads';
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
