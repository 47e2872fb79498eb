import { newId } from '../../server/lib/ids';
import { hashPassword } from '../../server/lib/secrets';
import type { Db } from '../../server/db';
import type { UsersTable } from '../../server/db/types';

export const PASSWORD = 'password123';

export const ACCOUNTS: { email: string; name: string; role: UsersTable['role'] }[] = [
  { email: 'admin@lostfound.local', name: 'Ada Admin', role: 'admin' },
  { email: 'keeper@lostfound.local', name: 'Kim Keeper', role: 'keeper' },
  { email: 'keeper2@lostfound.local', name: 'Kai Keeper', role: 'keeper' },
  { email: 'student@lostfound.local', name: 'Sam Student', role: 'user' },
  { email: 'alice@lostfound.local', name: 'Alice Moreno', role: 'user' },
  { email: 'bob@lostfound.local', name: 'Bob Okafor', role: 'user' },
  { email: 'chen@lostfound.local', name: 'Chen Wei', role: 'user' },
  { email: 'dana@lostfound.local', name: 'Dana Fischer', role: 'user' },
];

/** Creates the demo accounts that do not exist yet; their ids by email. */
export async function ensureAccounts(db: Db): Promise<Map<string, string>> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const ids = new Map<string, string>();
  for (const account of ACCOUNTS) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirst();
    if (found) {
      ids.set(account.email, found.id);
      continue;
    }
    const id = newId();
    await db
      .insertInto('users')
      .values({
        id,
        name: account.name,
        email: account.email,
        password_hash: hash,
        role: account.role,
        is_active: 1,
        is_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    ids.set(account.email, id);
  }
  return ids;
}
