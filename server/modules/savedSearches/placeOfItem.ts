import { placeDirectory } from '../places';
import type { AppContext } from '../../context';

/**
 * The campus place an item's location names (the place's name or an alias, as whole words), for
 * saved searches with a place (docs/product.md#saved-searches, docs/product.md#places).
 */
export async function placeOfItem(
  ctx: Pick<AppContext, 'db'>,
  location: string,
): Promise<{ id: string; name: string } | null> {
  return (await placeDirectory(ctx)).resolvePlace(location);
}

/** Whether a place id names one of the campus's places. */
export async function isKnownPlace(ctx: Pick<AppContext, 'db'>, id: string): Promise<boolean> {
  return (await placeDirectory(ctx)).places.some((p) => p.id === id);
}
