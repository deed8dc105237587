import { ensureSession, sessionStatus, type SessionStatus, subscribeSession } from '@portfolio/shared/api';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * This page's session: 'unknown' until the refresh cookie has been asked (a new tab), then signed in or out.
 * The server knows no session: it renders the signed-out markup, and the browser switches after hydration.
 */
export const useSessionStatus = (): SessionStatus =>
  useSyncExternalStore(subscribeSession, sessionStatus, () => 'unknown');

/** The session, asking the refresh cookie once when this page does not know it yet. */
export function useEnsuredSession(): SessionStatus {
  const status = useSessionStatus();
  useEffect(() => {
    if (status === 'unknown') void ensureSession();
  }, [status]);
  return status;
}
