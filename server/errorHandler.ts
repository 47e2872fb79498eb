import { ApiError, type ErrorCode, type ErrorDetail } from './errors';
import { bodyParserError } from './http/frameworkErrors';
import { plainIssue, type AjvIssue } from './http/plainValidation';
import type { FastifyError, FastifyInstance } from 'fastify';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One detail per bad field, named the way the client's form fields are named, in plain words. */
function validationDetails(issues: AjvIssue[], context: string | undefined): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const issue of issues) {
    const missing = issue.params?.missingProperty as string | undefined;
    const pathField = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const field = missing ?? (pathField || context || 'body');
    if (seen.has(field)) continue;
    seen.add(field);
    details.push({ field, message: plainIssue(field, missing ? { keyword: 'required' } : issue) });
  }
  return details;
}

/** Maps every failure to the contract's `{ message, code, details? }`; never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (
      error: FastifyError & {
        validation?: AjvIssue[];
        validationContext?: string;
        errors?: unknown[];
      },
      request,
      reply,
    ) => {
      if (!(error instanceof ApiError)) error = bodyParserError(error) ?? error;
      if (error instanceof ApiError) {
        // Every 429 tells the client when to come back; the limiters set their own exact value.
        if (error.statusCode === 429 && !reply.hasHeader('retry-after')) {
          void reply.header('retry-after', '60');
        }
        return reply.status(error.statusCode).send({
          message: error.message,
          code: error.code,
          ...(error.details ? { details: error.details } : {}),
        });
      }
      // Security handlers (openapi-glue) wrap the handler's own error; prefer its message.
      if (error.name === 'SecurityError' || Array.isArray(error.errors)) {
        const inner = (error.errors ?? []).find((e): e is ApiError => e instanceof ApiError);
        const status = inner?.statusCode ?? error.statusCode ?? 401;
        return reply.status(status).send({
          message: inner?.message ?? 'Please log in to continue.',
          code: inner?.code ?? codeByStatus[status] ?? 'UNAUTHORIZED',
        });
      }
      if (error.validation) {
        const details = validationDetails(error.validation, error.validationContext);
        return reply.status(400).send({
          message: details[0]?.message ?? 'Invalid request.',
          code: 'VALIDATION_ERROR',
          details,
        });
      }
      const status = error.statusCode ?? 500;
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply
          .status(413)
          .send({ message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
      }
      if (status === 415) {
        return reply
          .status(415)
          .send({ message: 'Unsupported content type.', code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error instanceof SyntaxError
      ) {
        return reply
          .status(400)
          .send({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
      }
      if (status === 429) {
        return reply
          .status(429)
          .send({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({
          message: error.message || 'Bad request.',
          code: codeByStatus[status] ?? 'BAD_REQUEST',
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ message: 'Something went wrong. Please try again later.', code: 'INTERNAL_ERROR' });
    },
  );
}
