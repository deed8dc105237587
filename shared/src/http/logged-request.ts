/**
 * Query parameters that carry a credential: a draft preview link's token (`?draft=`, on pages, cards and the
 * résumé) and a release preview's grant (`?grant=`). Anyone who reads the log could use them until they expire.
 */
const CREDENTIALS_IN_QUERY = /([?&](?:draft|grant)=)[^&#]*/g;

/** A request's address as a log may keep it: each credential in its query replaced. */
export const loggedUrl = (url: string): string =>
  url.includes('?') ? url.replace(CREDENTIALS_IN_QUERY, '$1[redacted]') : url;

/** What a request's log line says of it: Fastify's own `req` serializer, the address as `loggedUrl` keeps it. */
export function loggedRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
