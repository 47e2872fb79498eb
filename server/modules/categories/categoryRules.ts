import { isUniqueViolation } from '../../db/errors';
import { conflict, validationError } from '../../errors';

export const DUPLICATE = 'A category with this name already exists.';

export function cleanName(raw: string): string {
  const name = raw.trim();
  if (!name) throw validationError('name', 'Category name is required.');
  return name;
}

/** Runs a write, turning a unique-name race into the same 409 as the up-front check. */
export async function uniqueNameWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE);
    throw error;
  }
}
