import { notFound } from '../../../errors';
import { nowIso } from '../../../lib/ids';
import { recordItemEvent } from '../../itemHistory';
import * as repo from '../repository';
import { deskIdsOfKeeper, deskName, type DeskName } from '../../desks';
import type { Db } from '../../../db';
import type { ItemRow } from '../../../db/types';

export type Move = {
  /** The new desk, as `deskOfMove` found it; null or undefined keeps the item's desk. */
  desk?: DeskName | null;
  /** The new storage place (trimmed; empty clears it); undefined keeps it. */
  storageLocation?: string;
};

export const DESK_GONE = 'Desk not found.';

/** Checks the desk a move names: 404 for an unknown one. */
export async function deskOfMove(db: Db, deskId: string | undefined): Promise<DeskName | null> {
  if (deskId === undefined) return null;
  const desk = await deskName(db, deskId);
  if (!desk) throw notFound(DESK_GONE);
  return desk;
}

/** What a move changed, only the fields that did, as the audit log keeps them (desks by name). */
export type MoveChange = { before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * Moves one item to a desk and storage place in the caller's transaction
 * (docs/product.md#desks-and-the-queue): a `moved` event ("Library desk → Security office") when
 * the desk changes, a `stored` event when the place changes, nothing when neither does (null).
 * The new desk's keepers take over; the item's keeper stays only if they work there too.
 */
export async function moveItem(
  trx: Db,
  actorId: string,
  item: ItemRow,
  move: Move,
): Promise<MoveChange | null> {
  const desk = move.desk ?? null;
  const location =
    move.storageLocation === undefined
      ? item.storage_location
      : move.storageLocation.trim() || null;
  const deskChanged = desk !== null && desk.id !== item.desk_id;
  const placeChanged = location !== item.storage_location;
  if (!deskChanged && !placeChanged) return null;
  // Custody moves with the desk (docs/product.md#who-acts-for-the-office): a keeper who does not
  // work at the new desk stops keeping the item, so their personal custody does not outlive it.
  const keeperLeft =
    deskChanged &&
    item.keeper_id !== null &&
    !(await deskIdsOfKeeper(trx, item.keeper_id)).includes(desk.id);
  await repo.updateItemRow(trx, item.id, {
    ...(deskChanged ? { desk_id: desk.id } : {}),
    ...(keeperLeft ? { keeper_id: null } : {}),
    storage_location: location,
    updated_at: nowIso(),
  });
  const change: MoveChange = { before: {}, after: {} };
  if (deskChanged) {
    const from = item.desk_id ? await deskName(trx, item.desk_id) : undefined;
    await recordItemEvent(trx, {
      itemId: item.id,
      actorId,
      action: 'moved',
      details: from ? `${from.name} → ${desk.name}` : desk.name,
    });
    change.before.desk = from?.name ?? null;
    change.after.desk = desk.name;
  }
  if (placeChanged) {
    await recordItemEvent(trx, {
      itemId: item.id,
      actorId,
      action: 'stored',
      details: location ?? '',
    });
    change.before.storageLocation = item.storage_location;
    change.after.storageLocation = location;
  }
  if (keeperLeft) {
    change.before.keeperId = item.keeper_id;
    change.after.keeperId = null;
  }
  return change;
}
