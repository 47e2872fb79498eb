import { writeUnique } from '../../db/errors';
import { validationError } from '../../errors';
import { auditedWrites } from '../audit';

export const DUPLICATE = 'A category with this name already exists.';

export function cleanName(raw: string): string {
  const name = raw.trim();
  if (!name) throw validationError('name', 'Category name is required.');
  return name;
}

/** Runs a write, turning a unique-name race into the same 409 as the up-front check. */
export const uniqueNameWrite = <T>(work: () => Promise<T>) => writeUnique(DUPLICATE, work);

/** A category's changes and their audit entries, each in one transaction. */
export const writeCategory = auditedWrites('category');
