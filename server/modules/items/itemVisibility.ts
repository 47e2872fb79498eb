import type { AuthUser } from '../auth';

type Visibility = { is_active: number | null; posted_by_id: string | null };

/**
 * Whether a reader may open an item (GET /items/{id}): an active one everyone, an inactive one
 * (deleted, a report closed as "no longer looking") only its poster and admins. A link from
 * another item, or from a history, shows its target's reference and title on the same terms:
 * only what the target itself would show that reader (docs/product.md#i-found-this).
 */
export function canSeeItem(item: Visibility, reader?: AuthUser): boolean {
  if (Number(item.is_active) === 1) return true;
  return !!reader && (reader.role === 'admin' || item.posted_by_id === reader.userId);
}
