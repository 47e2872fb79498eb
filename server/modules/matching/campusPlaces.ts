import { placeDirectory as campusDirectory } from '../places';
import { placeDirectory, type PlaceDirectory } from './placeDirectory';
import type { Db } from '../../db';

/** One matcher directory per campus list read (the places module keeps one per version). */
const built = new WeakMap<object, PlaceDirectory>();

/**
 * The campus's places as the matcher reads locations with them (docs/product.md#places): the
 * list admins keep, so "EB" and "Engineering Building" are one place. Costs one small version
 * read; the directory is rebuilt only when an admin changed the list.
 */
export async function campusPlacesFor(ctx: { db: Db }): Promise<PlaceDirectory> {
  const campus = await campusDirectory(ctx);
  let directory = built.get(campus);
  if (!directory) built.set(campus, (directory = placeDirectory(campus.entries)));
  return directory;
}
