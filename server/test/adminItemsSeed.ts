import { createCategory, createItem, createUser, type TestUser } from './fixtures';
import { appWithAdmin } from './adminFixtures';
import type { TestApp } from './testApp';

export type SeededItem = { id: string; title: string; status: string; createdAt: string };

/**
 * An app with an admin and 13 items for the admin item list tests: titles repeat (ties), two
 * share a creation time, one is inactive, one has "50% off_sale" in its description and one is
 * in the "Gym locker".
 */
export async function appWithAdminItems(): Promise<{
  t: TestApp;
  admin: TestUser;
  poster: TestUser;
  claimant: TestUser;
  categoryId: string;
  rows: SeededItem[];
}> {
  const { t, admin } = await appWithAdmin();
  const db = t.app.ctx.db;
  const poster = await createUser(db, { name: 'Paula' });
  const claimant = await createUser(db, { name: 'Cleo' });
  const category = await createCategory(db, { name: 'Keys' });
  const rows: SeededItem[] = [];
  const statuses = ['Lost', 'Found', 'Claimed', 'Returned'] as const;
  for (let i = 0; i < 13; i++) {
    const status = statuses[i % 4];
    const createdAt = `2024-05-${String(10 + Math.min(i, 11)).padStart(2, '0')}T08:00:00.000Z`;
    const title = ['Blue umbrella', 'Red key ring', 'Water bottle'][i % 3];
    const id = await createItem(db, {
      postedBy: poster.id,
      categoryId: category.id,
      title,
      description: i === 4 ? 'Sticker says 50% off_sale' : `Item number ${i}`,
      location: i === 5 ? 'Gym locker' : 'Main library',
      status,
      createdAt,
      isActive: i !== 7,
      claimedById: status === 'Claimed' || status === 'Returned' ? claimant.id : null,
    });
    rows.push({ id, title, status, createdAt });
  }
  return { t, admin, poster, claimant, categoryId: category.id, rows };
}
