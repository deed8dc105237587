/**
 * The `signed_in` cookie: set and cleared by the API together with the HttpOnly refresh cookie, with the same
 * lifetime, on every path. It holds no secret (its value means nothing); it only tells a page's script, from the
 * first paint, that this browser holds a sign-in: the public header then says 'Admin', and a page without it
 * never asks the API for a session (an anonymous visitor makes no auth call).
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Whether `cookies` (a page's `document.cookie`) carry the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SIGNED_IN_COOKIE && Boolean(value);
  });
}
