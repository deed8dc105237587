import { hasSignedInHint } from '@portfolio/shared/signed-in-hint';
import { useSessionStatus } from './use-session';

/**
 * Whether this browser is signed in, as far as the page can tell without asking: a session this page holds, or
 * the `signed_in` hint the API sets and clears with the refresh cookie. The public header does not ask the refresh
 * cookie by itself (a visitor's page makes no auth call), and says 'Admin' from its first render all the same.
 */
export function useSignedIn() {
  const status = useSessionStatus();
  return status === 'signed-in' || hasSignedInHint(globalThis.document?.cookie ?? '');
}
