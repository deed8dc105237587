import { listProjects, type ListParams } from '@portfolio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const getProjectsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['projects', params],
    queryFn: ({ signal }) => listProjects(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProjects = (params: ListParams) => useQuery(getProjectsQueryOptions(params));
