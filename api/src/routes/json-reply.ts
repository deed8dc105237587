import type { FastifyReply } from 'fastify';
import type { JsonText } from '../db/json-statements';

/** Sends JSON that PostgreSQL already wrote: no serializer runs over it (Fastify sends JSON strings as they are). */
export const sendJson = (reply: FastifyReply, document: JsonText, status = 200) =>
  reply.code(status).type('application/json; charset=utf-8').send(document);
