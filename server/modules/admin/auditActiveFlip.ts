import { recordAudit } from '../audit';
import type { Db } from '../../db';

/** Records an admin switching a user or item on or off (`user.deactivate`, `item.activate`, ...). */
export function auditActiveFlip(
  db: Db,
  actorId: string,
  targetType: 'user' | 'item',
  targetId: string,
  wasActive: boolean,
): Promise<void> {
  return recordAudit(db, {
    actorId,
    action: `${targetType}.${wasActive ? 'deactivate' : 'activate'}`,
    targetType,
    targetId,
    before: { isActive: wasActive },
    after: { isActive: !wasActive },
  });
}
