import { validationError } from '../../errors';
import { processItemImage, type ProcessedImage } from '../../storage/itemImages';
import { findActiveByName } from '../categories';
import type { ItemRow } from '../../db/types';
import type { Db } from '../../db';

export type ItemFields = {
  title: string;
  description: string;
  category: string;
  status: ItemRow['status'];
  location: string;
};

/** keep: keep the photo; remove: drop it; new: a new photo (bytes not yet checked). */
export type ImageChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; data: Buffer };

/** Items name their category by text; only listed (active) categories are accepted. */
export async function categoryIdOf(db: Db, name: string): Promise<string> {
  const category = await findActiveByName(db, name);
  if (!category) throw validationError('category', 'Choose one of the listed categories.');
  return category.id;
}

/** Images are checked and re-encoded before any database write: a bad file changes nothing. */
export async function prepareImage(change: ImageChange): Promise<ProcessedImage | null> {
  return change.kind === 'new' ? processItemImage(change.data) : null;
}
