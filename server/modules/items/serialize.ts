import { thumbKeyOf } from '../../storage/itemImages';
import { formatReference } from './reference';
import { publicQuestions } from './ownershipQuestions';
import type { ImageStore } from '../../storage/imageStore';
import type { ItemView } from './repository';

/** The contract's Item. Built field by field: nothing else (no hand-over data) can leak. */
export function toItem(row: ItemView, storage: ImageStore) {
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
    isActive: Number(row.is_active) === 1,
    reference: formatReference(row.ref_no, row.created_at),
    // The question texts only: the expected answers never leave the office (docs/product.md#office).
    questions: publicQuestions(row.ownership_json),
    disposal:
      row.disposal_method && row.disposed_at
        ? { method: row.disposal_method, at: row.disposed_at }
        : null,
  };
}

export type Item = ReturnType<typeof toItem>;
