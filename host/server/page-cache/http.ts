/** HTTP details of kept pages: content-coding negotiation and entity tags (as the API's read cache has them). */

export type Encoding = 'br' | 'gzip' | 'identity';

const accepted = new Map<string, Encoding>();
/** Distinct `Accept-Encoding` values remembered at most: they come from clients. */
const REMEMBERED = 64;

function bestAccepted(acceptEncoding: string): Encoding {
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    quality.set(token.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const of = (coding: string) => quality.get(coding) ?? quality.get('*') ?? 0;
  if (of('br') > 0) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The best coding the client accepts (`q` > 0): brotli, then gzip, else none. Each header worked out once. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = accepted.get(acceptEncoding);
  if (!encoding) {
    encoding = bestAccepted(acceptEncoding);
    if (accepted.size >= REMEMBERED) accepted.clear();
    accepted.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** A strong entity tag per representation: the page's hash, with the coding appended when compressed. */
export const entityTag = (hash: string, encoding: Encoding) =>
  encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;

/**
 * Whether `If-None-Match` names the page with this hash, in any coding (weak comparison, RFC 9110 13.1.2): the
 * browser's copy holds exactly these bytes once decoded.
 */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    if (tag === '*') return true;
    const opaque = tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
    return opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gzip`;
  });
}
