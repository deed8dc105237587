/**
 * HTTP caching details the API's read cache and the host's page cache share: content-coding negotiation and
 * entity tags (RFC 9110). Server code only.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

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
  // What a browser sends back: the one tag it was given. Taken apart only when it is anything else.
  if (header.length <= hash.length + 7 && header.startsWith(`"${hash}`)) {
    const rest = header.slice(hash.length + 1);
    if (rest === '"' || rest === '-br"' || rest === '-gzip"') return true;
  }
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    if (tag === '*') return true;
    const opaque = tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
    return opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gzip`;
  });
}
