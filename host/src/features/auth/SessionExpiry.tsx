import { configureApi } from '@portfolio/shared/api';
import { clearToken } from '@portfolio/shared/session';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useQueryClient } from '@portfolio/shared/query';
import { useEffect } from 'react';
import { useNavigate } from '@portfolio/shared/router';

const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';

/**
 * Any API call answered 401 while a token was sent (expired, revoked, or its user deleted): the token goes,
 * the user signs in again. The API client calls this for every microfrontend, since they share it.
 */
export function SessionExpiry() {
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const queryClient = useQueryClient();
  useEffect(() => {
    configureApi({
      onUnauthorized: () => {
        clearToken();
        // What the old session fetched must not show to whoever signs in next.
        queryClient.clear();
        notify({ text: SESSION_EXPIRED_TEXT, type: 'error' });
        navigate('/login', { replace: true });
      },
    });
    return () => configureApi({ onUnauthorized: () => {} });
  }, [navigate, notify, queryClient]);
  return null;
}
