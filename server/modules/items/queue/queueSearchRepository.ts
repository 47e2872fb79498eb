import { sql, type Expression, type SqlBool } from 'kysely';
import { containsAny } from '../../../db/adminSearch';
import { parseReference } from '../reference';
import type { Dialect } from '../../../db';

/** At most this many words of a title search count; the rest are ignored. */
const MAX_WORDS = 8;

/**
 * The queue's search box (docs/product.md#the-keepers-queue), as one condition on `items as i`:
 * a whole reference (`LF-2026-00123`, as a label scanner types it) finds that item by its unique
 * number, the year checked as the reference search does; any other text finds the titles that
 * hold every word, without case.
 */
export function queueSearchCondition(dialect: Dialect, text: string): Expression<SqlBool> {
  const ref = parseReference(text);
  if (ref) {
    // The number alone is unique; a wrong year means the reference was mistyped.
    return sql<SqlBool>`(i.ref_no = ${ref.refNo} and substr(i.created_at, 1, 4) = ${ref.year})`;
  }
  const words = text.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${sql.join(
    words.map((word) => containsAny(dialect, ['i.title'], word)),
    sql` and `,
  )})`;
}
