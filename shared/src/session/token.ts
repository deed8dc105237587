import { jwtDecode } from 'jwt-decode';

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
