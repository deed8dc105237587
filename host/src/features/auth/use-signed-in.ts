import { readToken } from '@portfolio/shared/session';
import { useSyncExternalStore } from 'react';

// Another tab signing in or out of this origin's session storage does not reach this tab; this tab's own
// sign-in and sign-out navigate, which renders the reader again.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Whether this tab holds a session token. The server knows no session storage: it renders the signed-out
 * markup, and the browser switches after hydration without a mismatch.
 */
export const useSignedIn = () =>
  useSyncExternalStore(
    subscribe,
    () => readToken() !== null,
    () => false,
  );
