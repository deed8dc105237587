import { jwtDecode } from 'jwt-decode';
import { SESSION_TOKEN_KEY } from '../config/constants';

// sessionStorage is missing on the server and throws in some privacy modes; no token then.
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export const readToken = (): string | null => storage()?.getItem(SESSION_TOKEN_KEY) ?? null;
export const saveToken = (token: string) => storage()?.setItem(SESSION_TOKEN_KEY, token);
export const clearToken = () => storage()?.removeItem(SESSION_TOKEN_KEY);

export class InvalidTokenError extends Error {
  constructor() {
    super('Invalid token');
    this.name = 'InvalidTokenError';
  }
}

/** The signed-in user's id: the token's `sub` claim. */
export function userIdFromToken(token: string): number {
  let sub: unknown;
  try {
    sub = jwtDecode(token).sub;
  } catch {
    throw new InvalidTokenError();
  }
  const id = Number(sub);
  if (typeof sub !== 'string' || !Number.isInteger(id) || id <= 0) throw new InvalidTokenError();
  return id;
}
