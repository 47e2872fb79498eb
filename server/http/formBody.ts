import { badRequest, unsupportedMediaType } from '../errors';
import type { FastifyInstance } from 'fastify';

/** RFC 8058's body is `List-Unsubscribe=One-Click`; nothing legitimate is longer than this. */
const FORM_BODY_LIMIT = 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies, which mail clients use for the one-click
 * unsubscribe (RFC 8058). Registered for the whole app, but the content-type fence
 * (contentTypes.ts) lets a form body reach only the operations that declare one in openapi.yaml,
 * so every other operation still answers 415.
 */
export function installFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_req, body, done) => {
      try {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      } catch {
        done(badRequest('The form body could not be read.'), undefined);
      }
    },
  );
}

/**
 * openapi-glue warns at every start about each media type of openapi.yaml that has no body
 * parser, answers included: the label and receipt PDFs (application/pdf) and the audit log's CSV
 * (text/csv) are only ever sent, never accepted. A parser that refuses them says so to the glue;
 * the content-type fence answers 415 before it could run anyway.
 */
export function refusePdfBodies(app: FastifyInstance): void {
  app.addContentTypeParser(['application/pdf', 'text/csv'], (_req, _payload, done) => {
    done(unsupportedMediaType(), undefined);
  });
}
