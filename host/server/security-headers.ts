import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** `'sha256-…'` sources for the inline scripts of the page template (the theme script runs before paint). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const [tag, body = ''] = match;
    // Data blocks are read, never run: CSP does not govern them.
    if (/type=["']application\/(?:ld\+)?json["']/.test(tag)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The page's Content-Security-Policy: code from this origin and the origins of the remote releases the page is
 * served with only, inline scripts only by hash (they are the build's, so the policy is the same for every
 * answer and a page's bytes can be kept and sent again: no per-answer nonce), no framing. Styles allow inline
 * attributes because server-rendered React markup carries `style="…"`.
 */
export function contentSecurityPolicy(remotes: string[], scriptHashes: string[]): string {
  const code = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[code, ...new Set(scriptHashes)].join(' ')}`,
    `style-src ${code} 'unsafe-inline'`,
    `connect-src ${code}`,
    `font-src ${code} data:`,
    // Covers and avatars may live on an image CDN (the upload URL is configuration).
    "img-src 'self' data: blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers that only mean something on a document: a page, or a file a browser can open as one (SVG, XML). */
const documentHeaders = (csp: string) => ({
  'content-security-policy': csp,
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
});

/**
 * Answers a browser only ever uses as a part of a page: scripts, styles, JSON, fonts, raster images. A script's
 * own CSP or frame options govern nothing (the page's do), and on HTTP/1.1 the ~0.6 KB of them went out with
 * every one of the home page's ~20 host scripts: 13 KiB of headers, as much as the router's code.
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/(?:javascript|css)|application\/(?:javascript|(?:[\w.+-]+\+)?json)|font\/|image\/(?!svg))/i;

/**
 * Security headers: `nosniff` on every answer, and the document headers (CSP, no framing, Referrer-Policy,
 * COOP) on every answer that is not a subresource nor a 304 (the browser's copy has them), after the route has
 * said what it is; a route's own CSP (a
 * page's, naming its remotes' origins) is kept. HSTS only when the visitor came over HTTPS (directly, or through a
 * trusted proxy that says so): on plain http it would be ignored at best and lock out a local setup at worst.
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: string) {
  const pageHeaders = Object.entries(documentHeaders(csp));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // A callback, not an async hook: it runs for every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A 304's headers replace the stored answer's (RFC 9111 4.3.4): the browser keeps the CSP its copy came
    // with; the site's default here would overwrite a page's own (which names its remotes) and break it.
    if (reply.statusCode === 304) return done(null, payload);
    if (!SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const [name, value] of pageHeaders) if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
