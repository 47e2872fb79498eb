import { specOperations } from '../contract/spec';
import { unauthorized } from '../errors';
import { findSessionUser } from '../modules/auth/sessions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db';

type Security = Array<Record<string, unknown>>;
type SpecOperation = { operationId?: string; security?: Security };
type Spec = { security?: Security; paths?: Record<string, Partial<Record<string, SpecOperation>>> };

/**
 * The operations whose only security requirement is a session token (no `- {}` alternative):
 * for these a request without a live session is answered 401 before its body is read or
 * validated (docs/architecture.md#a-request-end-to-end).
 */
export function tokenOnlyOperations(spec: Spec): Set<string> {
  const ids = new Set<string>();
  for (const op of specOperations(spec)) {
    const security = op.security ?? spec.security ?? [];
    // No requirement, or an empty one (`- {}`), lets an anonymous caller in.
    if (security.length && security.every((r) => Object.keys(r).length)) ids.add(op.operationId);
  }
  return ids;
}

/** A session lookup that failed: no verdict on the token, answered by the error handler. */
class SessionLookupFailed extends Error {}

/**
 * Sets `req.auth` from the Authorization header, once per request. A missing or dead token is
 * 401. A lookup that fails (the database does not answer) is no verdict on the token: it is
 * rethrown wrapped, and the error handler answers it (503 for an outage;
 * docs/deploy.md#when-something-fails). Wrapped because an error from Node's own sockets may
 * fail `instanceof Error` (another realm under Jest); the handler reads the cause.
 */
export async function authenticate(db: Db, req: FastifyRequest): Promise<void> {
  if (req.auth) return;
  let user: Awaited<ReturnType<typeof findSessionUser>>;
  try {
    user = await findSessionUser(db, req.headers.authorization);
  } catch (err) {
    throw new SessionLookupFailed('the session lookup failed', { cause: err });
  }
  if (!user) throw unauthorized();
  req.auth = user;
}

/**
 * No session, no body: a token-only operation called without a live session is answered 401
 * in onRequest, before the content-type fence, any parser or the contract's validation, so an
 * anonymous caller learns nothing of the route and costs no body read.
 */
export function installSessionFirst(app: FastifyInstance, spec: Spec, db: Db) {
  const tokenOnly = tokenOnlyOperations(spec);
  app.addHook('onRequest', async (req) => {
    const operationId = req.routeOptions.config?.operationId;
    if (operationId && tokenOnly.has(operationId)) await authenticate(db, req);
  });
}

/**
 * The contract's `token` security handler (openapi-glue runs it as a preHandler). Where the
 * token is optional (`- {}`) openapi-glue treats a thrown error as "go on anonymous", so a
 * failed lookup is answered here and awaited until written, and Fastify runs nothing more.
 */
export function tokenSecurityHandler(db: Db) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await authenticate(db, req);
    } catch (err) {
      if (err instanceof SessionLookupFailed) {
        reply.send(err);
        // Written, or the client left: either way nothing more is answered.
        await new Promise<void>((done) => reply.then(done, () => done()));
        return;
      }
      throw err;
    }
  };
}
