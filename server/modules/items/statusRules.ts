import type { ItemRow } from '../../db/types';

/*
 * The item status rules in one place (docs/product.md): Lost/Found items are open and can be
 * claimed; a claim makes an item Claimed (remembering the open status it came from); a hand-over
 * with the claimant's code makes it Returned. Before the hand-over the claimant may withdraw and
 * the poster, keeper or an admin may release the claim: the item goes back to the status it had
 * (docs/product.md#withdrawing-and-releasing-a-claim). The poster or an admin may set any status
 * by editing; going back to Lost/Found re-opens the item, which drops the claimant and any
 * hand-over code.
 */

export type Status = ItemRow['status'];

/** Statuses in which an item waits for its owner or finder and can be claimed. */
export const OPEN_STATUSES = ['Lost', 'Found'] as const satisfies readonly Status[];

export const isOpen = (status: Status): boolean =>
  (OPEN_STATUSES as readonly Status[]).includes(status);

/** A new item is posted as Lost or Found, never in a later state. */
export const canPostAs = isOpen;

/**
 * The claim: open → Claimed, with the claimant set. The write also stores the status it left in
 * `claimed_from_status` (repository.ts claimIfOpen), for a withdrawal or release to restore.
 */
export const claimChange = (userId: string, now: string) => ({
  status: 'Claimed' as const,
  claimed_by_id: userId,
  updated_at: now,
});

/** The hand-over: Claimed → Returned (the hand-over code is spent with it). */
export const returnChange = (now: string) => ({
  status: 'Returned' as const,
  returned_at: now,
  claimed_from_status: null,
  updated_at: now,
});

/**
 * A withdrawn or released claim: Claimed → the status before the claim (set beside this by
 * handoverRepository.ts unclaim), with the claimant and the remembered status cleared.
 */
export const unclaimChange = (now: string) => ({
  claimed_by_id: null,
  claimed_from_status: null,
  updated_at: now,
});

/**
 * Where a withdrawn or released claim leaves an item claimed before `claimed_from_status` was
 * kept (migration 019): Lost when it was posted as a Lost report, else Found.
 */
export const statusBeforeUnknownClaim = (postedAs: string | undefined): 'Lost' | 'Found' =>
  postedAs === 'Lost' ? 'Lost' : 'Found';

type EditClears = Partial<Pick<ItemRow, 'claimed_by_id' | 'returned_at' | 'claimed_from_status'>>;

/**
 * What an edit to `next` changes beyond the fields themselves: re-opening clears the claimant
 * and the return date and drops the hand-over code; the first Returned stamps the return date.
 * Leaving Claimed forgets the status before the claim; an edit from open to Claimed keeps it.
 */
export function editChange(
  item: Pick<ItemRow, 'returned_at' | 'status'>,
  next: Status,
  now: string,
): { clears: EditClears; dropCode: boolean } {
  if (isOpen(next)) {
    return {
      clears: { claimed_by_id: null, returned_at: null, claimed_from_status: null },
      dropCode: true,
    };
  }
  if (next === 'Claimed') {
    const from = item.status === 'Lost' || item.status === 'Found' ? item.status : undefined;
    return { clears: from ? { claimed_from_status: from } : {}, dropCode: false };
  }
  const clears: EditClears = { claimed_from_status: null };
  if (!item.returned_at) clears.returned_at = now;
  return { clears, dropCode: false };
}
