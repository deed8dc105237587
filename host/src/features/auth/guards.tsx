import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from '@portfolio/shared/router';
import { safeReturnPath, signInPathFor } from './return-path';
import { useEnsuredSession } from './use-session';

/** Shown while a new tab asks its refresh cookie whether it is signed in (a few milliseconds). */
function CheckingSession() {
  return (
    <p role="status" className="sr-only">
      Checking your session…
    </p>
  );
}

/** Admin routes need a session; without one the user signs in first, and comes back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useEnsuredSession();
  const { pathname, search, hash } = useLocation();
  if (status === 'unknown') return <CheckingSession />;
  return status === 'signed-in' ? (
    children
  ) : (
    <Navigate to={signInPathFor(`${pathname}${search}${hash}`)} replace />
  );
}

/** A signed-in user who opens /login goes straight on: to the page they asked for, or the admin's home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const status = useEnsuredSession();
  const [params] = useSearchParams();
  if (status === 'unknown') return <CheckingSession />;
  return status === 'signed-in' ? (
    <Navigate to={safeReturnPath(params.get('next')) ?? '/admin'} replace />
  ) : (
    children
  );
}
