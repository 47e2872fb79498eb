import type { Db } from '../../db';

/** The campus settings an admin has set, by key. */
export async function readSettings(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('campus_settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Db, key: string, value: string, now: string) {
  await db
    .insertInto('campus_settings')
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}
