import { conflict } from '../errors';

/** A unique-constraint violation, as PostgreSQL (23505) or SQLite (code or message) reports it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/i.test(e?.message ?? '')
  );
}

/**
 * Runs a write that a concurrent one may beat to a unique key (two admins giving one name at
 * once): the violation becomes a 409 CONFLICT saying `message`.
 */
export async function writeUnique<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
