import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the full-text index behind GET /search/items/search.
 * PLACEHOLDER until the items issue lands: the items work replaces the body of this migration
 * (SQLite FTS5 / PostgreSQL full-text) before it is first released.
 */
export function itemSearchIndex(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<any>) {},
  };
}
