import { STATUS_CODES } from 'node:http';
import { ApiError, badRequest, payloadTooLarge } from '../errors';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Errors raised below the routes (URL decoding, the HTTP parser, body parsers) answered in the
 * contract's `{ message, code }` shape instead of Fastify's or Node's own.
 */

/** Fastify's router failures: a URL that does not decode (`/items/%ff`), a path part too long. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(400).send({
    message: tooLong ? 'The address is too long.' : 'The address is not valid.',
    code: 'BAD_REQUEST',
  });
};

/**
 * Node's HTTP parser refused the request (headers too large, two Content-Length headers, a
 * malformed request line...). No request object exists: the answer is written on the socket.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body: { message: string; code: string } = {
    message: 'The request is malformed.',
    code: 'BAD_REQUEST',
  };
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    body = { message: 'The request headers are too large.', code: 'PAYLOAD_TOO_LARGE' };
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = { message: 'The request took too long to arrive.', code: 'BAD_REQUEST' };
  }
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

/** Busboy's messages for a multipart body that is cut short or badly framed. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|.+ terminated early due to unexpected end of multipart data|Malformed part header|The needle )/;

/**
 * A body parser's failure as the contract's error, or null when it is not one. Fastify's own
 * parser errors carry a 4xx status; busboy's (under @fastify/multipart) are plain errors.
 */
export function bodyParserError(error: FastifyError): ApiError | null {
  if (error instanceof ApiError) return null;
  switch (error.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('The request is not a multipart form.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('A form field declared as JSON is not valid JSON.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge('The form has too many fields or files.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return badRequest('The body does not match its Content-Length.');
    default:
      break;
  }
  if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message ?? '')) {
    return badRequest('The multipart body is malformed or incomplete.');
  }
  return null;
}
