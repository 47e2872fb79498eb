import { thumbKeyOf } from '../../storage/itemImages';
import { canSeeItem } from './itemVisibility';
import { formatReference } from './reference';
import { publicQuestions } from './ownershipQuestions';
import type { ImageStore } from '../../storage/imageStore';
import type { ItemView } from './repository';
import type { AuthUser } from '../auth';

/**
 * The contract's Item. Built field by field: nothing else (no hand-over data) can leak. Its
 * links to other items are those the reader may open (none but active ones without a reader:
 * lists, search pages and their caches).
 */
export function toItem(row: ItemView, storage: ImageStore, reader?: AuthUser) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    category: { _id: row.category_id, name: row.category_name },
    location: row.location,
    image: row.image_key ? storage.url(row.image_key) : null,
    thumbnail: row.image_key ? storage.url(thumbKeyOf(row.image_key)) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    postedBy: { _id: row.posted_by_id, name: row.poster_name },
    keeperId: row.keeper_id,
    keeperName: row.keeper_name,
    claimedById: row.claimed_by_id,
    claimedByName: row.claimed_by_name,
    // An admin may edit a Returned item back to Claimed; the stamp stays for a later Returned,
    // but the Item says "returned" only while it is (docs/product.md#screens).
    returnedAt: row.status === 'Returned' ? row.returned_at : null,
    foundOn: row.found_on,
    isActive: Number(row.is_active) === 1,
    reference: formatReference(row.ref_no, row.created_at),
    // The question texts only: the expected answers never leave the office (docs/product.md#office).
    questions: publicQuestions(row.ownership_json),
    disposal:
      row.disposal_method && row.disposed_at
        ? { method: row.disposal_method, at: row.disposed_at, note: row.disposal_note }
        : null,
    // How a Lost report ended, and the other item of an "I found this" (docs/product.md#statuses).
    closedAs:
      row.closed_reason && row.closed_at
        ? {
            reason: row.closed_reason,
            at: row.closed_at,
            note: row.closed_note,
            linkedItem: itemLinkFor(
              reader,
              { is_active: row.closed_with_active, posted_by_id: row.closed_with_poster_id },
              row.closed_with_id,
              row.closed_with_ref_no,
              row.closed_with_created_at,
              row.closed_with_title,
              row.closed_with_status,
            ),
          }
        : null,
    // Where the owner collects it: the desk, never the shelf (docs/product.md#desks-and-the-queue).
    desk:
      row.desk_id && row.desk_name !== null
        ? {
            _id: row.desk_id,
            name: row.desk_name,
            place: row.desk_place ?? '',
            hours: row.desk_hours ?? '',
          }
        : null,
    foundFor: itemLinkFor(
      reader,
      { is_active: row.found_for_active, posted_by_id: row.found_for_poster_id },
      row.found_for_id,
      row.found_for_ref_no,
      row.found_for_created_at,
      row.found_for_title,
      row.found_for_status,
    ),
  };
}

/** The contract's ItemLink: another item named by its reference and title; null if none. */
export function itemLink(
  id: string | null,
  refNo: number | null,
  createdAt: string | null,
  title: string | null,
  status: ItemView['status'] | null,
) {
  if (!id || !createdAt || title === null || !status) return null;
  return { _id: id, reference: formatReference(refNo, createdAt), title, status };
}

/** itemLink, or null when the reader could not open the linked item itself (canSeeItem). */
export function itemLinkFor(
  reader: AuthUser | undefined,
  target: Parameters<typeof canSeeItem>[0],
  ...link: Parameters<typeof itemLink>
) {
  return canSeeItem(target, reader) ? itemLink(...link) : null;
}

export type Item = ReturnType<typeof toItem>;
