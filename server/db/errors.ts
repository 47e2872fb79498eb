/** A unique-constraint violation, as PostgreSQL (23505) or SQLite (code or message) reports it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint failed/i.test(e?.message ?? '')
  );
}
