import type { AppContext } from '../../context';

/**
 * The campus place an item's location names, for saved searches with a place
 * (docs/product.md#saved-searches). The campus places directory is not wired in yet: until it
 * is, no location names a place, so a search with a place alerts about nothing.
 */
export async function placeOfItem(
  _ctx: Pick<AppContext, 'db'>,
  _location: string,
): Promise<{ id: string; name: string } | null> {
  return null;
}
