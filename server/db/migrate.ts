import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { initialSchema } from './migrations/001_initial_schema';
import { itemSearchIndex } from './migrations/002_item_search_index';
import { adminSearchIndex } from './migrations/003_admin_search_index';
import { accountSecurity } from './migrations/004_account_security';
import { emailChange } from './migrations/005_email_change';
import { searchAtScale } from './migrations/006_search_at_scale';
import { notificationLink } from './migrations/007_notification_link';
import { adminSearchVersionPg } from './migrations/008_admin_search_version_pg';
import { itemSearchChanges } from './migrations/009_item_search_changes';
import { itemMatching } from './migrations/010_item_matching';
import { emailPreferences } from './migrations/011_email_preferences';
import { savedSearches } from './migrations/012_saved_searches';
import { lostAndFoundOffice } from './migrations/013_lost_and_found_office';
import { matchTermsSide } from './migrations/014_match_terms_side';
import { singleSignOn } from './migrations/015_single_sign_on';
import { savedSearchFilters } from './migrations/016_saved_search_filters';
import { itemPhotoColours } from './migrations/017_item_photo_colours';
import { campusPlaces } from './migrations/018_campus_places';
import { itemLife } from './migrations/019_item_life';
import { officeDesks } from './migrations/020_office_desks';
import { matchDigest } from './migrations/021_match_digest';
import { finderNoticeDisposalBatches } from './migrations/022_finder_notice_disposal_batches';
import { officeImports } from './migrations/023_office_imports';
import type { Db, Dialect } from './index';

/** Migrations are frozen once released: add a new one, never edit an old one. */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001_initial_schema': initialSchema(dialect),
    '002_item_search_index': itemSearchIndex(dialect),
    '003_admin_search_index': adminSearchIndex(dialect),
    '004_account_security': accountSecurity(dialect),
    '005_email_change': emailChange(dialect),
    '006_search_at_scale': searchAtScale(dialect),
    '007_notification_link': notificationLink(dialect),
    '008_admin_search_version_pg': adminSearchVersionPg(dialect),
    '009_item_search_changes': itemSearchChanges(dialect),
    '010_item_matching': itemMatching(dialect),
    '011_email_preferences': emailPreferences(dialect),
    '012_saved_searches': savedSearches(dialect),
    '013_lost_and_found_office': lostAndFoundOffice(dialect),
    '014_match_terms_side': matchTermsSide(dialect),
    '015_single_sign_on': singleSignOn(dialect),
    '016_saved_search_filters': savedSearchFilters(dialect),
    '017_item_photo_colours': itemPhotoColours(dialect),
    '018_campus_places': campusPlaces(dialect),
    '019_item_life': itemLife(dialect),
    '020_office_desks': officeDesks(dialect),
    '021_match_digest': matchDigest(dialect),
    '022_finder_notice_disposal_batches': finderNoticeDisposalBatches(dialect),
    '023_office_imports': officeImports(dialect),
  };
}

export async function migrateToLatest(db: Db, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  // On PostgreSQL, Kysely looks for its own tables across every schema; pin them to the schema
  // this connection uses, or a database shared by several schemas (tests) confuses it.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
