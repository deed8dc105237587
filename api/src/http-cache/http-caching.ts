/** HTTP details of the read cache: the cache key, content-coding negotiation and entity tags. */

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compressing costs more than it saves (the same threshold as @fastify/compress). */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * A pure function of a string that remembers its answers: a read-cache hit is a few microseconds of work, and
 * its inputs repeat (the same few URLs, each browser's one `Accept-Encoding`). They come from clients, so at
 * most `capacity` answers are kept, and all are forgotten when that is reached.
 */
export function remembering<T>(compute: (input: string) => T, capacity: number): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    let answer = answers.get(input);
    if (answer === undefined) {
      answer = compute(input);
      if (answers.size >= capacity) answers.clear();
      answers.set(input, answer);
    }
    return answer;
  };
}

const withSortedQuery = remembering((url: string) => {
  const mark = url.indexOf('?');
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}, 256);

/** The path with its query parameters sorted: `?limit=10&offset=0` and `?offset=0&limit=10` are one answer. */
export const normalizedUrl = (url: string): string => (url.includes('?') ? withSortedQuery(url) : url);

const bestAcceptedEncoding = remembering((acceptEncoding: string): Encoding => {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
    accepted.set(token.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const quality = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return 'identity';
}, 64);

/** The best coding the client accepts (`q` > 0): brotli, then gzip, else none. */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding =>
  acceptEncoding ? bestAcceptedEncoding(acceptEncoding) : 'identity';

/** A strong entity tag per representation: the body's hash, with the coding appended when compressed. */
export const entityTag = (hash: string, encoding: Encoding) =>
  encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;

/**
 * Whether `If-None-Match` names the content with this hash. Weak comparison (RFC 9110 13.1.2), and a tag of
 * any coding of the same content matches: the client's stored copy holds exactly these bytes once decoded.
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
