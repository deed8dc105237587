import { PAGE_SIZE } from '../config/constants';
import type { ProjectList } from '../schemas/lists';
import { apiRequest } from './client';

export interface ListParams {
  page?: number;
  limit?: number;
  search?: string;
}

/** Page numbers start at 1; the API speaks offset/limit (SPEC.md section 7). */
export const pagingQuery = ({ page = 1, limit = PAGE_SIZE }: ListParams) => ({
  offset: (page - 1) * limit,
  limit,
});

export const listProjects = (params: ListParams = {}, signal?: AbortSignal) =>
  apiRequest<ProjectList>('/projects', { query: { ...pagingQuery(params), name: params.search }, signal });
