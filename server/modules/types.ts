import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  OperationId,
  PathParams,
  Query,
  RequestBody,
  ResponseBody,
} from '../contract/operations';

/** The request of an operation after Fastify validated it against openapi.yaml. */
export type TypedRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<Id>;
  Querystring: Query<Id>;
  Params: PathParams<Id>;
}>;

declare const sent: unique symbol;
/** A reply the handler already sent with a body it serialized itself (see sendJsonText). */
export type Sent = FastifyReply & { readonly [sent]: true };

/** A handler bound to an openapi.yaml operation by its operationId; it answers a 2xx body. */
export type Handler<Id extends OperationId> = (
  req: TypedRequest<Id>,
  reply: FastifyReply,
) => Promise<ResponseBody<Id> | Sent>;

/** One handler per operationId of openapi.yaml: no more, no fewer. */
export type Handlers = { [Id in OperationId]: Handler<Id> };

/**
 * Sends JSON text the caller built from the contract's fields (a cached page); Fastify sends a
 * string as is, so it skips the response schema. Use only where that cost matters.
 */
export const sendJsonText = (reply: FastifyReply, json: string): Sent =>
  reply.type('application/json; charset=utf-8').send(json) as Sent;
