import { clearToken, configureApi, onSignOutElsewhere } from '@portfolio/shared/api';
import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useQueryClient } from '@portfolio/shared/query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@portfolio/shared/router';
import { signInPathFor } from './return-path';

const SESSION_EXPIRED_TEXT = 'Your session has expired. Please sign in again.';
const SIGNED_OUT_ELSEWHERE_TEXT = 'You signed out in another tab.';

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

  // Signing out in one tab signs out every tab of this browser (the server ended the sign-in already): an admin
  // page goes to the sign-in page, which leads back to it; a public page only forgets the session.
  const { pathname } = useLocation();
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        queryClient.clear();
        if (!pathname.startsWith('/admin')) return;
        notify({ text: SIGNED_OUT_ELSEWHERE_TEXT, type: 'info' });
        navigate(signInPathFor(`${pathname}${window.location.search}`), { replace: true });
      }),
    [navigate, notify, queryClient, pathname],
  );
  return null;
}
