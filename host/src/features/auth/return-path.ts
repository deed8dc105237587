const PROBE_ORIGIN = 'https://portfolio.invalid';

/**
 * Where sign-in may send the owner back to: a path of this site only. `//evil.com`, `/\evil.com` (which browsers
 * read as `//evil.com`), `https://evil.com` or anything that resolves to another origin is refused (an open
 * redirect would lend this site's name to a phishing page), and so are the sign-in pages themselves.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || /[\\\s]/.test(candidate))
    return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that leads back to `path` afterwards. */
export const signInPathFor = (path: string) =>
  path === '/admin' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
