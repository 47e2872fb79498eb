import type { ItemRow } from '../../db/types';

/*
 * The item status rules in one place (docs/product.md): Lost/Found items are open and can be
 * claimed; a claim makes an item Claimed; a hand-over with the claimant's code makes it Returned.
 * The poster or an admin may set any status by editing; going back to Lost/Found re-opens the
 * item, which drops the claimant and any hand-over code.
 */

export type Status = ItemRow['status'];

/** Statuses in which an item waits for its owner or finder and can be claimed. */
export const OPEN_STATUSES = ['Lost', 'Found'] as const satisfies readonly Status[];

export const isOpen = (status: Status): boolean =>
  (OPEN_STATUSES as readonly Status[]).includes(status);

/** A new item is posted as Lost or Found, never in a later state. */
export const canPostAs = isOpen;

/** The claim: open → Claimed, with the claimant set. */
export const claimChange = (userId: string, now: string) => ({
  status: 'Claimed' as const,
  claimed_by_id: userId,
  updated_at: now,
});

/** The hand-over: Claimed → Returned (the hand-over code is spent with it). */
export const returnChange = (now: string) => ({
  status: 'Returned' as const,
  returned_at: now,
  updated_at: now,
});

/**
 * What an edit to `next` changes beyond the fields themselves: re-opening clears the claimant
 * and the return date and drops the hand-over code; the first Returned stamps the return date.
 */
export function editChange(
  item: Pick<ItemRow, 'returned_at'>,
  next: Status,
  now: string,
): { clears: Partial<Pick<ItemRow, 'claimed_by_id' | 'returned_at'>>; dropCode: boolean } {
  if (isOpen(next)) return { clears: { claimed_by_id: null, returned_at: null }, dropCode: true };
  if (next === 'Returned' && !item.returned_at)
    return { clears: { returned_at: now }, dropCode: false };
  return { clears: {}, dropCode: false };
}
