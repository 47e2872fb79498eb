import { forbidden, notFound } from '../../errors';
import { deskIdsOfKeeper } from '../desks';
import { findImport, type ImportMeta } from './importsRepository';
import type { AuthUser } from '../auth';
import type { Db } from '../../db';

/**
 * Who may import for a desk (docs/product.md#importing-the-offices-log): admins at any desk,
 * keepers at the desks they work at; nobody else.
 */
export async function checkDeskForImport(db: Db, user: AuthUser, deskId: string): Promise<void> {
  if (user.role === 'admin') return;
  if (user.role !== 'keeper') throw forbidden('Only keepers and admins can import.');
  if (!(await deskIdsOfKeeper(db, user.userId)).includes(deskId)) {
    throw forbidden('You can import only for the desks you work at.');
  }
}

/** The import, for a caller who may see it (its desk's keepers, admins): 404 or 403 otherwise. */
export async function importFor(db: Db, user: AuthUser, id: string): Promise<ImportMeta> {
  if (user.role !== 'admin' && user.role !== 'keeper') {
    throw forbidden('Only keepers and admins can import.');
  }
  const imp = await findImport(db, id);
  if (!imp) throw notFound('No such import.');
  await checkDeskForImport(db, user, imp.desk_id);
  return imp;
}
