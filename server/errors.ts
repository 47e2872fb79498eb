import type { Schemas } from './contract/operations';

/** The contract's error codes (openapi.yaml components.schemas.Error.code). */
export type ErrorCode = Schemas['Error']['code'];

export type ErrorDetail = NonNullable<Schemas['Error']['details']>[number];

/** An error whose message is meant for the user; the error handler sends it as the contract says. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, details ? 'VALIDATION_ERROR' : 'BAD_REQUEST', message, details);
export const validationError = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
/** A wrong email or password at login: 400, not 401 (401 means the token is not valid). */
export const invalidCredentials = (message = 'Invalid email or password.') =>
  new ApiError(400, 'INVALID_CREDENTIALS', message);
export const unauthorized = (message = 'Please log in to continue.') =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const payloadTooLarge = (message = 'The request is too large.') =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message = 'Unsupported media type.') =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const rateLimited = (message = 'Too many requests. Please slow down.') =>
  new ApiError(429, 'RATE_LIMITED', message);

/** The text of a 503 for an outage (docs/deploy.md#when-something-fails); the SPA says the same. */
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';
/**
 * 503: a dependency (the database) does not answer right now; the error handler adds
 * Retry-After. Never an answer about the caller's token: the SPA keeps the session.
 */
export const serviceUnavailable = (message = UNAVAILABLE_MESSAGE) =>
  new ApiError(503, 'SERVICE_UNAVAILABLE', message);
