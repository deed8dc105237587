export { ApiError, apiRequest, buildQuery, configureApi } from './client';
export type { RequestOptions } from './client';
export { changePassword, login, recoverPassword } from './auth';
export { listProjects, pagingQuery } from './projects';
export type { ListParams } from './projects';
export { listAllTechnologies } from './technologies';
export { getUser } from './users';
