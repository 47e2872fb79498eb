import { openDatabase } from '../../../server/db';
import { enqueue } from '../../../server/jobs/enqueue';
import { createUser, type TestUser } from '../../../server/test/fixtures';
import { seedDatabase } from '../seedDatabase';
import { benchConfig } from '../server';

export type Seeded = {
  /** Ordinary accounts that post and send messages. */
  accounts: TestUser[];
  /** A desk keeper, who prints labels. */
  keeper: TestUser;
  /** Active seeded items, newest first, to print and to view. */
  itemIds: string[];
};

/**
 * A fresh database for the burst and soak scenarios: `items` items (bench data), `accounts`
 * signed-in accounts and one keeper, made in the database as the tests' fixtures make them,
 * and the `match-backfill` job queued so the seeded items take part in matching.
 */
export async function seedBurst(
  dataDir: string,
  opts: { items: number; accounts: number },
): Promise<Seeded> {
  await seedDatabase({ dataDir }, { items: opts.items, users: 200 });
  const handle = openDatabase(benchConfig({ dataDir }));
  try {
    const accounts: TestUser[] = [];
    for (let i = 0; i < opts.accounts; i++) {
      accounts.push(await createUser(handle.db, { name: `Bench account ${i + 1}` }));
    }
    const keeper = await createUser(handle.db, { role: 'keeper', name: 'Bench keeper' });
    const rows = await handle.db
      .selectFrom('items')
      .select('id')
      .where('is_active', '=', 1)
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
    await enqueue(handle.db, 'match-backfill', { after: '' });
    return { accounts, keeper, itemIds: rows.map((r) => r.id) };
  } finally {
    await handle.close();
  }
}

/** Durable jobs still to run (the daily digest and disposal warnings always wait for tomorrow). */
export async function openBacklog(dataDir: string) {
  const handle = openDatabase(benchConfig({ dataDir }));
  const count = async () =>
    Number(
      (
        await handle.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', 'not in', ['email-digest', 'disposal-warnings'])
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { count, close: () => handle.close() };
}
