import { forbidden, unauthorized } from '../../errors';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthUser;
  }
}

/** The caller, for operations whose contract requires the `token` scheme. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/** Admin-only operations: the role comes from the database via the session lookup. */
export function requireAdmin(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (user.role !== 'admin') throw forbidden('Admin access required.');
  return user;
}

/** The office's staff: keepers and admins (docs/product.md#desks-and-the-queue). */
export const isStaff = (user: Pick<AuthUser, 'role'> | undefined) =>
  user?.role === 'keeper' || user?.role === 'admin';

/** Operations of the office's staff (keepers and admins). */
export function requireStaff(req: FastifyRequest): AuthUser {
  const user = requireUser(req);
  if (!isStaff(user)) throw forbidden('Only keepers and admins can do this.');
  return user;
}
