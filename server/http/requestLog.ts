import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { routeLabel } from '../metrics/routeLabel';

/**
 * One log line per request, written when it is answered (docs/deploy.md#metrics-and-logs): the
 * request id (the logger's `reqId`), the signed-in user's id when there is one, method,
 * loggable URL (secret query parameters hidden), route, status and time. Never headers or body (`req` goes through the logger's serializer,
 * requestForLog in ./logger.ts).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // Folded into the line written at completion, which also knows the user and the status.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: request,
      route: routeLabel(request),
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
      ...(request.auth ? { userId: request.auth.userId } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ req: request }, 'route not found');
  }
}
