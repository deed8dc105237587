import { idParamsSchema, orderInputSchema } from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OrderedRepository } from '../../db/repositories/ordered-collections';
import { readScope } from '../../db/repositories/query-helpers';
import { sendJson } from '../json-reply';
import { bearerAuth, noContent } from '../openapi';

/**
 * The routes projects and technologies share: both are collections in the owner's order whose hidden rows only a
 * signed-in reader sees, whose rows hold an image, and whose rows have children linked to them (a project's
 * technologies, a technology's tags). Each route keeps the shared schemas of its own collection, so requests are
 * validated and the OpenAPI document is written as if the routes were spelled out one by one.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every route of a collection names: its OpenAPI tags, the repository, and the schema of one row. */
interface Collection<Repository> {
  tags: string[];
  repository: Repository;
  /** One row as JSON, as a read, a write and a link answer it. */
  item: z.ZodType;
}

interface Reads<Query extends z.ZodType> {
  query: Query;
  list: z.ZodType;
  summaries: { list: string; one: string };
}

/** `GET /` and `GET /:id`, open to anyone: a token only adds the hidden rows. */
export function registerReads<Query extends z.ZodType>(
  app: App,
  { tags, repository, item }: Collection<Pick<OrderedRepository<z.output<Query>>, 'list' | 'readOne'>>,
  { query, list, summaries }: Reads<Query>,
) {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: summaries.list,
        querystring: query,
        response: { 200: list },
      },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(
        reply,
        await repository.list(app.db, request.query as z.output<Query>, readScope(request.userId)),
      ),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: summaries.one, params: idParamsSchema, response: { 200: item } },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(reply, await repository.readOne(app.db, request.params.id, readScope(request.userId))),
  );
}

interface Writes<Input extends z.ZodType> {
  /** The row as the summaries name it: `project` gives `Create a project`. */
  noun: string;
  input: Input;
  deleteSummary: string;
}

type WriteRepository<Input> = Pick<
  OrderedRepository<never, Input>,
  'create' | 'update' | 'reorder' | 'remove'
>;

/** Create, update, reorder and delete, for signed-in users only. */
export function registerWrites<Input extends z.ZodType>(
  app: App,
  { tags, repository, item }: Collection<WriteRepository<z.output<Input>>>,
  { noun, input, deleteSummary }: Writes<Input>,
) {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Create a ${noun}`,
        security: bearerAuth,
        body: input,
        response: { 201: item },
      },
    },
    async (request, reply) =>
      sendJson(reply, await repository.create(app.db, request.body as z.output<Input>), 201),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Update a ${noun}`,
        security: bearerAuth,
        params: idParamsSchema,
        body: input,
        response: { 200: item },
      },
    },
    async (request, reply) => {
      const { document, replacedImages } = await repository.update(
        app.db,
        request.params.id,
        request.body as z.output<Input>,
      );
      await app.releaseImages(replacedImages);
      return sendJson(reply, document);
    },
  );

  app.put(
    '/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Set the owner's order: every ${noun} id exactly once, first shown first`,
        security: bearerAuth,
        body: orderInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await repository.reorder(app.db, request.body.ids);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: deleteSummary,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await app.releaseImages(await repository.remove(app.db, request.params.id));
      return reply.code(204).send(null);
    },
  );
}

interface Links<Link extends z.ZodType> {
  /** The body naming the parent and the child. */
  body: Link;
  /** The path and summary of each of the two routes. */
  link: { path: string; summary: string };
  unlink: { path: string; summary: string };
}

type LinkRepository<Link> = Pick<OrderedRepository<never, never, Link>, 'link' | 'unlink'>;

/** Linking and unlinking a child (both idempotent, both answering the parent), for signed-in users only. */
export function registerLinks<Link extends z.ZodType>(
  app: App,
  { tags, repository, item }: Collection<LinkRepository<z.output<Link>>>,
  links: Links<Link>,
) {
  for (const change of ['link', 'unlink'] as const) {
    app.post(
      links[change].path,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: links[change].summary,
          security: bearerAuth,
          body: links.body,
          response: { 200: item },
        },
      },
      async (request, reply) =>
        sendJson(reply, await repository[change](app.db, request.body as z.output<Link>)),
    );
  }
}
