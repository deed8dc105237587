import { getUser } from '@portfolio/shared/api';
import { OWNER_USER_ID } from '@portfolio/shared/config';
import { useQuery } from '@tanstack/react-query';

/** The home page shows user 1: the site's owner. */
export const useOwnerProfile = () =>
  useQuery({ queryKey: ['user', OWNER_USER_ID], queryFn: ({ signal }) => getUser(OWNER_USER_ID, signal) });
