import { type HistoryResource, idParamsSchema } from '@portfolio/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { JsonText } from '../../db/json-statements';
import { entityTagOf, latestVersion } from '../../history/preconditions';
import { sendJson } from '../json-reply';
import { bearerAuth, noContent } from '../openapi';

/**
 * The routes every resource is made of (a list, one item, create, update, delete), each declared by what differs:
 * its summary, who may call it, its schemas and what it does. The rest is added here the same way for every
 * resource: the OpenAPI tags, the bearer security, the `id` parameter, the status and how the answer is sent. Each
 * route keeps its resource's shared schemas, so requests are validated and the OpenAPI document is written as if
 * the routes were spelled out one by one.
 */
export type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every route of a resource names: its OpenAPI tags, and one item as a read and a write answer it. */
export interface Resource {
  tags: string[];
  item: z.ZodType;
  /**
   * The history an item is versioned in: a signed-in read answers the item's `ETag` (its latest version), and a
   * save or delete sent with `If-Match` is refused with 412 once another change came first.
   */
  history?: HistoryResource;
}

/** Notes the item a save or delete changes, with the `If-Match` it carries, for `recordedChange` to check. */
function expectVersion(request: FastifyRequest, history: HistoryResource | undefined, itemId: number) {
  if (!history) return;
  const ifMatch = request.headers['if-match'];
  request.precondition = { resource: history, itemId, ...(typeof ifMatch === 'string' ? { ifMatch } : {}) };
}

/**
 * What a route answers: JSON that PostgreSQL already wrote, sent as it is, or an object that the route's response
 * schema serializes.
 */
type Answer = JsonText | object;

/**
 * Who may read: `anyone`; `reader`, anyone too, where a valid token adds what only a signed-in reader sees (it
 * costs a lookup, so only reads whose answer depends on it check the token); `signed-in` users only.
 */
type ReadAccess = 'anyone' | 'reader' | 'signed-in';

const send = (reply: FastifyReply, answer: Answer, status: number) =>
  typeof answer === 'string' ? sendJson(reply, answer as JsonText, status) : reply.code(status).send(answer);

function readAccess(app: App, access: ReadAccess) {
  if (access === 'anyone') return {};
  if (access === 'reader') return { onRequest: app.identify };
  return { onRequest: app.authenticate, security: bearerAuth };
}

interface ListRoute<Query extends z.ZodType> {
  summary: string;
  access: ReadAccess;
  /** The query string a list takes (paging, search); none for a list that is always whole. */
  query?: Query;
  response: z.ZodType;
  read(query: z.output<Query>, request: FastifyRequest): Promise<Answer>;
}

/** `GET /`. */
export function listRoute<Query extends z.ZodType>(
  app: App,
  { tags }: Resource,
  { summary, access, query, response, read }: ListRoute<Query>,
) {
  const { onRequest, security } = readAccess(app, access);
  app.get(
    '/',
    {
      ...(onRequest ? { onRequest } : {}),
      schema: {
        tags,
        summary,
        ...(security ? { security } : {}),
        ...(query ? { querystring: query } : {}),
        response: { 200: response },
      },
    },
    async (request, reply) => send(reply, await read(request.query as z.output<Query>, request), 200),
  );
}

interface OneRoute {
  summary: string;
  access: ReadAccess;
  /** When an item reads differently from what the writes answer (a profile, with or without its private fields). */
  response?: z.ZodType;
  read(id: number, request: FastifyRequest): Promise<Answer>;
}

/** `GET /:id`. */
export function oneRoute(
  app: App,
  { tags, item, history }: Resource,
  { summary, access, response, read }: OneRoute,
) {
  const { onRequest, security } = readAccess(app, access);
  app.get(
    '/:id',
    {
      ...(onRequest ? { onRequest } : {}),
      schema: {
        tags,
        summary,
        ...(security ? { security } : {}),
        params: idParamsSchema,
        response: { 200: response ?? item },
      },
    },
    async (request, reply) => {
      const answer = await read(request.params.id, request);
      if (history && request.userId !== null) {
        reply.header('etag', entityTagOf(await latestVersion(app.db, history, request.params.id)));
      }
      return send(reply, answer, 200);
    },
  );
}

interface CreateRoute<Input extends z.ZodType> {
  summary: string;
  input: Input;
  /** When what a create answers is more than the item (a deploy key, shown once). */
  response?: z.ZodType;
  write(input: z.output<Input>, request: FastifyRequest): Promise<Answer>;
}

/** `POST /`, for signed-in users only: 201 with the new item. */
export function createRoute<Input extends z.ZodType>(
  app: App,
  { tags, item }: Resource,
  { summary, input, response, write }: CreateRoute<Input>,
) {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, summary, security: bearerAuth, body: input, response: { 201: response ?? item } },
    },
    async (request, reply) => send(reply, await write(request.body as z.output<Input>, request), 201),
  );
}

interface UpdateRoute<Input extends z.ZodType> {
  summary: string;
  input: Input;
  write(id: number, input: z.output<Input>, request: FastifyRequest): Promise<Answer>;
}

/** `PUT /:id`, for signed-in users only: the item as it is now. */
export function updateRoute<Input extends z.ZodType>(
  app: App,
  { tags, item, history }: Resource,
  { summary, input, write }: UpdateRoute<Input>,
) {
  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary,
        security: bearerAuth,
        params: idParamsSchema,
        body: input,
        response: { 200: item },
      },
    },
    async (request, reply) => {
      expectVersion(request, history, request.params.id);
      return send(reply, await write(request.params.id, request.body as z.output<Input>, request), 200);
    },
  );
}

interface DeleteRoute {
  summary: string;
  write(id: number, request: FastifyRequest): Promise<void>;
}

/** `DELETE /:id`, for signed-in users only: 204. */
export function deleteRoute(app: App, { tags, history }: Resource, { summary, write }: DeleteRoute) {
  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, summary, security: bearerAuth, params: idParamsSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      expectVersion(request, history, request.params.id);
      await write(request.params.id, request);
      return reply.code(204).send(null);
    },
  );
}

interface ResourceRoutes<Query extends z.ZodType, Input extends z.ZodType> {
  list?: ListRoute<Query>;
  one?: OneRoute;
  create?: CreateRoute<Input>;
  update?: UpdateRoute<Input>;
  remove?: DeleteRoute;
}

/** The routes a resource has, in this order: list, one, create, update, delete. */
export function registerResourceRoutes<Query extends z.ZodType, Input extends z.ZodType>(
  app: App,
  resource: Resource,
  { list, one, create, update, remove }: ResourceRoutes<Query, Input>,
) {
  if (list) listRoute(app, resource, list);
  if (one) oneRoute(app, resource, one);
  if (create) createRoute(app, resource, create);
  if (update) updateRoute(app, resource, update);
  if (remove) deleteRoute(app, resource, remove);
}
