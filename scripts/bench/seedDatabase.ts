import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { seedLarge } from './seedLarge';
import { benchConfig, type Target } from './server';

/** Migrates and fills a fresh database; returns an admin's session token. */
export async function seedDatabase(
  target: Target,
  opts: { items: number; users: number },
): Promise<string> {
  const handle = openDatabase(benchConfig(target));
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const { adminToken } = await seedLarge(handle.db, { ...opts, log: (l) => console.log(l) });
    return adminToken;
  } finally {
    await handle.close();
  }
}
