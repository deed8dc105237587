import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { relative } from 'node:path';
import { cacheControlFor } from './cache-policy';

export interface StaticSiteOptions {
  /** The build directory. */
  root: string;
  /** Origins whose pages may load these files (the host's origin for a remote); none by default. */
  corsOrigins?: readonly string[];
  /** Answer `/` with index.html (a remote's standalone page); the host renders its pages itself. */
  index?: boolean;
}

/**
 * Serves a build the way a CDN would: the precompressed `.br`/`.gz` copies written at build time, a
 * Cache-Control per asset kind, `nosniff`, and CORS for the origins that load these files as modules.
 * Answers made on the fly (a rendered page, proxied JSON) are compressed by @fastify/compress.
 */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const corsOrigins = new Set(options.corsOrigins ?? []);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    const origin = request.headers.origin;
    if (corsOrigins.size === 0) return;
    reply.header('vary', 'Origin');
    if (origin && corsOrigins.has(origin)) reply.header('access-control-allow-origin', origin);
  });
  await app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    index: options.index === false ? false : ['index.html'],
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlFor(relative(options.root, path)));
    },
  });
}
