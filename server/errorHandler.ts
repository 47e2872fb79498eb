import { ApiError, serviceUnavailable, type ErrorCode, type ErrorDetail } from './errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { logEvery } from './db/outage';
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
  503: 'SERVICE_UNAVAILABLE',
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

/** Code and message only (of the cause, when wrapped): a stack adds nothing to an outage. */
const brief = (err: unknown) => {
  const outer = err as { cause?: unknown };
  const e = (outer.cause ?? err) as { code?: unknown; message?: unknown };
  return { code: e.code, message: e.message };
};

/**
 * The error a `token` security handler threw that is not a verdict on the token (an ApiError)
 * but a failure of the lookup itself: answered as that failure (500), not as a 401.
 */
function lookupFailure(error: FastifyError & { errors?: unknown[] }): Error | undefined {
  if (!Array.isArray(error.errors) || error instanceof AggregateError) return undefined;
  // Not `instanceof Error`: errors of Node's own sockets may come from another realm (Jest).
  return error.errors.find(
    (e): e is Error => !!e && typeof e === 'object' && 'message' in e && !(e instanceof ApiError),
  );
}

/** Maps every failure to the contract's `{ message, code, details? }`; never leaks internals. */
export function installErrorHandler(app: FastifyInstance): void {
  // Each request's own line already says 503; the cause is logged once in a while.
  const unavailableLine = logEvery();
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
      if (!(error instanceof ApiError)) {
        // Before the security branch below: a session lookup the database could not answer (an
        // inner error of openapi-glue's SecurityError, or an AggregateError from connecting) is
        // an outage, never a bad token (docs/deploy.md#when-something-fails).
        if (isDatabaseUnavailable(error)) {
          const { log, skipped } = unavailableLine();
          if (log) request.log.warn({ err: brief(error), skipped }, 'database unavailable; 503');
          error = serviceUnavailable();
        } else {
          const failure = lookupFailure(error);
          if (failure) error = failure as typeof error;
        }
      }
      if (error instanceof ApiError) {
        // Every 429 and 503 tells the client when to come back; the limiters set their own value.
        if (error.statusCode === 429 && !reply.hasHeader('retry-after')) {
          void reply.header('retry-after', '60');
        }
        if (error.statusCode === 503 && !reply.hasHeader('retry-after')) {
          void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        }
        return reply.status(error.statusCode).send({
          message: error.message,
          code: error.code,
          ...(error.details ? { details: error.details } : {}),
        });
      }
      // Security handlers (openapi-glue) wrap the handler's own error; prefer its message.
      const security = error.name === 'SecurityError' || Array.isArray(error.errors);
      if (security && !(error instanceof AggregateError)) {
        const inner = (error.errors ?? []).find((e): e is ApiError => e instanceof ApiError);
        const status = inner?.statusCode ?? error.statusCode ?? 401;
        if (status === 503 && !reply.hasHeader('retry-after')) {
          void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        }
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
