import { readToken } from '@portfolio/shared/session';
import type { ReactNode } from 'react';
import { Navigate } from '@portfolio/shared/router';

/** Admin routes need a session token; without one the user signs in first. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return readToken() ? children : <Navigate to="/login" replace />;
}

/** A signed-in user who opens /login goes straight to the admin area. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  return readToken() ? <Navigate to="/admin" replace /> : children;
}
