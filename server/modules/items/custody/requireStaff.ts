import { forbidden } from '../../../errors';
import { requireUser } from '../../auth/guard';
import type { FastifyRequest } from 'fastify';

/** The office's staff: keepers and admins (docs/product.md#desks-and-the-queue). */
export function requireStaff(req: FastifyRequest) {
  const user = requireUser(req);
  if (user.role !== 'keeper' && user.role !== 'admin') {
    throw forbidden('Only keepers and admins can do this.');
  }
  return user;
}
