import { readToken } from '@portfolio/shared/api';
import { InvalidTokenError, userIdFromToken } from '@portfolio/shared/session';

/** The signed-in user's id from the session token's `sub`, or undefined when the token cannot be read. */
export function currentUserId(): number | undefined {
  const token = readToken();
  if (!token) return undefined;
  try {
    return userIdFromToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) return undefined;
    throw error;
  }
}
