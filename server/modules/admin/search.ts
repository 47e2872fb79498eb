import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../db';

/** Escapes LIKE wildcards so a search for `50%` or `a_b` matches those characters literally. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive substring match of `term` on any of `columns`. SQLite's LIKE is already
 * case-insensitive (ASCII); PostgreSQL needs ILIKE. The ESCAPE clause makes the escaping explicit
 * on both (`\` is literal in standard SQL strings).
 */
export function containsAny(
  dialect: Dialect,
  columns: string[],
  term: string,
): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  const op = dialect === 'postgres' ? sql`ilike` : sql`like`;
  const tests = columns.map((c) => sql<SqlBool>`${sql.ref(c)} ${op} ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** The search text to apply, or undefined when there is nothing to search for. */
export const searchTerm = (raw: string | undefined): string | undefined => {
  const term = raw?.trim();
  return term ? term : undefined;
};
