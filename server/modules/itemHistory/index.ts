import { nowIso } from '../../lib/ids';
import { insertEvents } from './repository';
import type { Db } from '../../db';
import type { Schemas } from '../../contract/operations';

export { eventsOf } from './repository';

/** The actions of an item's chain of custody: the contract's ItemEvent.action. */
export type ItemAction = Schemas['ItemEvent']['action'];

export type ItemEventInput = {
  itemId: string;
  /** Who did it; null for the portal itself (a scheduled job). */
  actorId: string | null;
  action: ItemAction;
  /** Plain words shown on the timeline; never a code, a token or a claimant's answer. */
  details?: string;
  /** The other item this event ties to (a report closed with a Found item, "I found this"). */
  linkItemId?: string | null;
};

/**
 * Appends one event to the item's history (docs/product.md#office). Pass the transaction that
 * makes the change, so the change and its event commit together or not at all.
 */
export async function recordItemEvent(db: Db, input: ItemEventInput): Promise<void> {
  await recordItemEvents(db, [input]);
}

/** Appends many events at once, in the order given (a bulk write's: an import's items). */
export async function recordItemEvents(db: Db, inputs: ItemEventInput[]): Promise<void> {
  const now = nowIso();
  await insertEvents(
    db,
    inputs.map((input) => ({
      item_id: input.itemId,
      actor_id: input.actorId,
      action: input.action,
      details: input.details ?? '',
      created_at: now,
      link_item_id: input.linkItemId ?? null,
    })),
  );
}
