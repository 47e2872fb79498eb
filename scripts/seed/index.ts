/**
 * `npm run seed`: demo data through the real database layer (same config as the server:
 * DATA_DIR / DATABASE_URL). Safe to run twice: existing categories, places and accounts are
 * kept, and items are only added when the demo accounts have posted none yet.
 */
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { enqueue } from '../../server/jobs/enqueue';
import { ACCOUNTS, ensureAccounts } from './accounts';
import { ensureCategories } from './categories';
import { seedItems } from './items';
import { ensurePlaces } from './places';

async function main() {
  const config = loadConfig();
  const { db, dialect, close } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
    const categories = await ensureCategories(db);
    console.log(`Campus places: ${await ensurePlaces(db)} added.`);
    const users = await ensureAccounts(db);
    const existing = await db
      .selectFrom('items')
      .select('id')
      .where('posted_by_id', 'in', [...users.values()])
      .limit(1)
      .execute();
    if (existing.length) {
      console.log('Demo items already present; categories and accounts checked.');
    } else {
      await seedItems(db, config.dataDir, categories, users);
      // Written straight to the table, so the server's worker indexes them for matching.
      await enqueue(db, 'match-backfill', { after: '' });
    }
    console.log('\nDemo logins (password for all: password123):');
    for (const a of ACCOUNTS) console.log(`  ${a.role.padEnd(6)}  ${a.email}`);
  } finally {
    await close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
