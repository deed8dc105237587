import { matchesIfNoneMatch } from '@portfolio/shared/http-caching';
import { type PageView, pageViewSigner } from '@portfolio/shared/page-view-token';
import type { FastifyInstance, FastifyRequest, FastifyServerFactory } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { pageViewTiming } from '../pages/page-view';
import { RELEASE_COOKIE_PREFIX } from '../releases/visitor-cookies';

/** What a revalidation of a kept page needs besides the headers of Fastify's 304 for it. */
export interface Revalidation {
  /** The kept page's hash: an `If-None-Match` that names it (matchesIfNoneMatch) is answered 304. */
  hash: string;
  /** What its page-view tokens name: every 304 is a page view, with a token of its own. */
  view: Pick<PageView, 'path' | 'releases'>;
  /** Whether the page is still the one every visitor without release cookies gets at this address. */
  holds: () => boolean;
}

interface Kept {
  hash: string;
  holds: () => boolean;
  signPageView: () => string;
  /** The headers of Fastify's 304 but its own (OWN_HEADERS): names and values in turn, as Node writes them. */
  headers: OutgoingHttpHeader[];
}

/** What each answer has its own of: its page-view token, and the Date Node adds. */
const OWN_HEADERS = new Set(['server-timing', 'date']);

/**
 * Addresses and codings answered in the lane at most (a query makes any number of addresses): past it, all are
 * forgotten and Fastify answers until they are kept again.
 */
const MAX_KEPT = 256;

/**
 * Requests whose answer depends on nothing the lane keys on (the address, `Accept-Encoding` and, where trusted, the
 * forwarded protocol): a GET or HEAD without a body, nor a cookie that may choose releases (a rollout bucket, a
 * preview). Any other goes through Fastify.
 */
function plain(request: IncomingMessage): boolean {
  const { headers } = request;
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    !headers.cookie?.includes(RELEASE_COOKIE_PREFIX)
  );
}

/**
 * What of `X-Forwarded-Proto` a kept answer depends on (HSTS follows the protocol), as Fastify's `trustProxy`
 * reads it: nothing when no proxy is trusted (the header is ignored); its value when every hop is trusted; and when
 * only some proxies are, whether it counts hangs on the peer: a request carrying it goes through Fastify (null).
 */
export function forwardedProtocolKey(
  trustProxy: boolean | string | undefined,
): (request: IncomingMessage) => string | null {
  if (!trustProxy) return () => '';
  if (trustProxy === true) return (request) => String(request.headers['x-forwarded-proto'] ?? '');
  return (request) => (request.headers['x-forwarded-proto'] === undefined ? '' : null);
}

/**
 * Answers a browser revalidating a kept page (`If-None-Match`, 304) before Fastify: such a 304 is most of a page's
 * views when visitors come back, and Fastify's routing and hooks cost it about six times what a bare node:http
 * server spends (docs/PERFORMANCE.md). The lane answers only what Fastify answered the same way just before: a page
 * route offers a revalidation of a page every visitor gets (`offer`), and once Fastify's answer to it went out as
 * a 304 without a cookie, its headers are kept for that address and coding, so the lane's 304 is header for header
 * Fastify's (security headers included) but for the Date and a new page-view token. It stops answering the
 * moment the page may no longer be current (`holds`: the data checked within the renderer's freshness window and
 * unchanged, the releases unchanged), and whatever it is not sure of goes through Fastify.
 */
export class RevalidationLane {
  /** By address, then by `Accept-Encoding` as sent (and the forwarded protocol where it counts). */
  private readonly kept = new Map<string, Map<string, Kept>>();
  private keptCount = 0;
  private readonly offered = new WeakMap<IncomingMessage, Revalidation>();
  private open = true;

  private readonly protocolOf: (request: IncomingMessage) => string | null;

  /** `pageViewSecret`: PAGE_VIEW_SECRET, which signs the tokens; `trustProxy`: Fastify's, as the server has it. */
  constructor(
    private readonly pageViewSecret: string,
    trustProxy?: boolean | string,
  ) {
    this.protocolOf = forwardedProtocolKey(trustProxy);
  }

  /** The kept answers' second key: the coding asked for, and the forwarded protocol where it counts. */
  private variantOf(request: IncomingMessage): string | null {
    const protocol = this.protocolOf(request);
    return protocol === null ? null : `${request.headers['accept-encoding'] ?? ''}\n${protocol}`;
  }

  /** Fastify's server, with the lane in front of its handler. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = createServer((options.http ?? {}) as ServerOptions, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    // What Fastify sets on a server it makes itself (its options hold its defaults by now).
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    if ((options.maxRequestsPerSocket as number) > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket as number;
    return server;
  };

  /**
   * Keeps Fastify's 304s that were offered, and stops answering once the server closes (Fastify then answers 503
   * and closes the connection). `logsRequests`: Fastify logs every request at this level, so the lane stays shut
   * and every answer is logged as before.
   */
  register(app: FastifyInstance, { logsRequests }: { logsRequests: boolean }): void {
    if (logsRequests) this.close();
    app.addHook('onResponse', (request, reply, done) => {
      const offered = this.offered.get(request.raw);
      if (offered && reply.statusCode === 304 && !reply.hasHeader('set-cookie')) {
        const headers = Object.entries(reply.getHeaders()).flatMap(([name, value]) =>
          value === undefined || OWN_HEADERS.has(name) ? [] : [name, value],
        );
        this.keep(request.raw, {
          hash: offered.hash,
          holds: offered.holds,
          signPageView: pageViewSigner(this.pageViewSecret, offered.view),
          headers,
        });
      }
      done();
    });
    app.addHook('preClose', (done) => {
      this.close();
      done();
    });
  }

  /** The page route's answer to `request` is a kept page every visitor gets: the lane may answer it next time. */
  offer(request: FastifyRequest, revalidation: Revalidation): void {
    if (this.open && plain(request.raw) && this.variantOf(request.raw) !== null)
      this.offered.set(request.raw, revalidation);
  }

  /** Answers `request` with a 304 when it may; false: Fastify answers it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const byVariant = this.kept.get(request.url ?? '');
    if (!byVariant) return false;
    const variant = this.variantOf(request);
    const kept = variant === null ? undefined : byVariant.get(variant);
    if (!kept || !plain(request) || !matchesIfNoneMatch(request.headers['if-none-match'], kept.hash))
      return false;
    if (!kept.holds()) {
      byVariant.delete(variant!);
      this.keptCount -= 1;
      return false;
    }
    response.writeHead(304, [...kept.headers, 'server-timing', pageViewTiming(kept.signPageView())]).end();
    return true;
  }

  private keep(request: IncomingMessage, kept: Kept): void {
    if (!this.open || !kept.holds()) return;
    if (this.keptCount >= MAX_KEPT) this.forget();
    const variant = this.variantOf(request);
    if (variant === null) return;
    const url = request.url ?? '';
    let byVariant = this.kept.get(url);
    if (!byVariant) this.kept.set(url, (byVariant = new Map()));
    if (!byVariant.has(variant)) this.keptCount += 1;
    byVariant.set(variant, kept);
  }

  private forget(): void {
    this.kept.clear();
    this.keptCount = 0;
  }

  private close(): void {
    this.open = false;
    this.forget();
  }
}
