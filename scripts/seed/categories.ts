import { newId } from '../../server/lib/ids';
import { CATEGORY_NAMES } from '../bench/seedLarge';
import type { Db } from '../../server/db';

/** Creates the demo categories that do not exist yet; their ids by name. */
export async function ensureCategories(db: Db): Promise<Map<string, string>> {
  const now = new Date().toISOString();
  for (const name of CATEGORY_NAMES) {
    const key = name.toLowerCase();
    const found = await db
      .selectFrom('categories')
      .select('id')
      .where('name_key', '=', key)
      .executeTakeFirst();
    if (!found) {
      await db
        .insertInto('categories')
        .values({
          id: newId(),
          name,
          name_key: key,
          description: `${name} found or lost on campus`,
          is_active: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}
