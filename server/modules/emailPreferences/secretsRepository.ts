import type { Db } from '../../db';

/** `server_secrets`: made once by whichever instance gets there first, then shared by all. */
export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

export async function insertSecretIfAbsent(
  db: Db,
  name: string,
  value: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('server_secrets')
    .values({ name, value, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
