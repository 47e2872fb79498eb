import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db, Dialect } from './index';
import { initialSchema } from './migrations/001_initial_schema';
import { itemSearchIndex } from './migrations/002_item_search_index';

/** Migrations are frozen once released: add a new one, never edit an old one. */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001_initial_schema': initialSchema(dialect),
    '002_item_search_index': itemSearchIndex(dialect),
  };
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
