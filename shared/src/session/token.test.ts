import { describe, expect, it } from 'vitest';
import { InvalidTokenError, userIdFromToken } from './token';

const jwt = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)]
    .map((part) => btoa(part).replace(/=+$/, ''))
    .join('.') + '.signature';

describe('userIdFromToken', () => {
  it("reads the user id from the token's sub claim", () => {
    expect(userIdFromToken(jwt({ sub: '7' }))).toBe(7);
  });

  it('raises an invalid-token error for an undecodable token or a bad sub', () => {
    expect(() => userIdFromToken('garbage')).toThrow(InvalidTokenError);
    expect(() => userIdFromToken(jwt({ sub: 'admin' }))).toThrow(InvalidTokenError);
    expect(() => userIdFromToken(jwt({}))).toThrow(InvalidTokenError);
  });
});
