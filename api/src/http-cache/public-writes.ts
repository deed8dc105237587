import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes only what no anonymous read shows (a visitor's report or message, a sign-in): its answer
     * neither drops this instance's read cache nor waits for the change notifications. The database's triggers
     * still notify every write to a public table, so a route that got this wrong would serve a stale read for
     * the moment a notification takes, never longer.
     */
    writesNoPublicData?: boolean;
  }
}

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether an answered request may have changed what a public read shows: a write that was not refused (a 4xx
 * changed nothing; a 5xx may have changed something before it failed), on a route that does not declare
 * `writesNoPublicData`.
 */
export function mayChangePublicReads(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!MUTATING_METHODS.has(request.method)) return false;
  if (reply.statusCode >= 400 && reply.statusCode < 500) return false;
  return request.routeOptions.config.writesNoPublicData !== true;
}
