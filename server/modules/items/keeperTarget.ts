import { forbidden, notFound, validationError } from '../../errors';
import { findUserById } from '../auth';
import { ITEM_GONE, isAdmin } from './itemAccess';
import type { AuthUser } from '../auth';
import type { ItemRow } from '../../db/types';
import type { Db } from '../../db';

/** Who becomes the keeper: an admin names an active keeper; a keeper can only take it on. */
export async function keeperTarget(
  db: Db,
  user: AuthUser,
  item: ItemRow,
  keeperId?: string,
): Promise<string> {
  if (isAdmin(user)) {
    if (!keeperId) throw validationError('keeperId', 'Please select a keeper.');
    const keeper = await findUserById(db, keeperId);
    if (!keeper || keeper.role !== 'keeper' || keeper.is_active !== 1) {
      throw validationError('keeperId', 'Choose an active keeper.');
    }
    return keeper.id;
  }
  if (user.role !== 'keeper') throw forbidden('Only keepers and admins can assign a keeper.');
  if (keeperId && keeperId !== user.userId) throw forbidden('A keeper can only assign themself.');
  if (item.is_active !== 1) throw notFound(ITEM_GONE);
  return user.userId;
}
