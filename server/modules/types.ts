import type { FastifyReply, FastifyRequest } from 'fastify';

/** A handler bound to an openapi.yaml operation by its operationId. */
export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;
