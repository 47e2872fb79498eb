/**
 * `npm run seed`: demo data through the real database layer (same config as the server:
 * DATA_DIR / DATABASE_URL). Safe to run twice: existing categories, places, accounts and desks are
 * kept, items are only added when the demo accounts have posted none yet, and the office's world
 * (docs/product.md#office) only when no item is at a demo desk yet.
 */
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { enqueue } from '../../server/jobs/enqueue';
import { ACCOUNTS, ensureAccounts } from './accounts';
import { ensureCategories } from './categories';
import { ensureDesks } from './desks';
import { seedItems } from './items';
import { officeSeeded, seedOffice } from './office';
import { ensurePlaces } from './places';

async function main() {
  const config = loadConfig();
  const { db, dialect, close } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
    const categories = await ensureCategories(db);
    console.log(`Campus places: ${await ensurePlaces(db)} added.`);
    const users = await ensureAccounts(db);
    const desks = await ensureDesks(db, users);
    const existing = await db
      .selectFrom('items')
      .select('id')
      .where('posted_by_id', 'in', [...users.values()])
      .limit(1)
      .execute();
    let added = false;
    if (existing.length) {
      console.log('Demo items already present; categories and accounts checked.');
    } else {
      await seedItems(db, config.dataDir, categories, users, desks);
      added = true;
    }
    if (await officeSeeded(db, desks)) {
      console.log('Office demo world already present.');
    } else {
      await seedOffice(db, categories, users, desks);
      added = true;
    }
    // Written straight to the tables, so the server's worker indexes them for matching.
    if (added) await enqueue(db, 'match-backfill', { after: '' });
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
