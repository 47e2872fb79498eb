import type { ClaimView } from './repository';

function parseAnswers(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The contract's Claim, answers included: only ever returned to the item's reviewers (poster,
 * keeper, admins) and to the claimant about their own claim (docs/product.md#office).
 */
export const toClaim = (row: ClaimView) => ({
  _id: row.id,
  itemId: row.item_id,
  claimant: { _id: row.claimant_id, name: row.claimant_name },
  answers: parseAnswers(row.answers_json),
  status: row.status,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

export type Claim = ReturnType<typeof toClaim>;
