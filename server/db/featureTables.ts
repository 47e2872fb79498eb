import type { Generated } from 'kysely';
import type { Bool, ItemsTable } from './types';

/*
 * Row types of the tables added with durable jobs, matching, saved searches and single sign-on
 * (server/db/types.ts gathers every table into Database and re-exports these).
 */

/** A pending job of the durable queue (server/jobs, migration 010). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON text. */
  payload: string;
  /** Not before this time (a retry waits here). */
  run_at: string;
  /** Claims so far, this one included. */
  attempts: Generated<number>;
  /** The lease of the worker running it; null or past: free to claim. */
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
}

/** A canonical term of a matchable item (docs/product.md#matching). */
export interface ItemMatchTermsTable {
  item_id: string;
  term: string;
  /** The item's status when its terms were stored (Lost or Found); null only before migration 014 filled it. */
  side: 'Lost' | 'Found' | null;
  /** The item's created_at, so a term's newest items are one index range. */
  posted_at: string | null;
}

/** A (Lost, Found) pair that scored at least the listing threshold. */
export interface ItemMatchesTable {
  lost_id: string;
  found_id: string;
  /** 0..1. */
  score: number;
  /** JSON text: the reasons, strongest first. */
  reasons: string;
  created_at: string;
  /** When the Lost report's owner was alerted; set once. */
  alerted_at: string | null;
  /** When the pair was listed in the owner's daily digest of possible matches; set once (migration 021). */
  digested_at: string | null;
}

/** "Not mine": `match_id` is hidden from `item_id`'s list. */
export interface ItemMatchDismissalsTable {
  item_id: string;
  match_id: string;
  user_id: string;
  created_at: string;
}

/** "Alert me" (docs/product.md#saved-searches, migration 012). */
export interface SavedSearchesTable {
  id: string;
  user_id: string;
  /** The words as the search reads them, space-separated; '' for none. */
  search: string;
  /** The words folded (no case, no accents), sorted, space-separated: matching and duplicates. */
  words: string;
  /** The longest folded word, '' for none: the indexed lookup of a new item. */
  key_word: string;
  /** '' for any status. */
  status: '' | ItemsTable['status'];
  /** '' for any category. */
  category_id: string;
  /** 'week', 'month' or 'term'; '' for any time (migration 016). */
  posted_within: '' | 'week' | 'month' | 'term';
  /** A campus place id; '' for any place (migration 016). */
  place_id: string;
  created_at: string;
}

/** A (saved search, item) pair already alerted: never again. */
export interface SavedSearchAlertsTable {
  saved_search_id: string;
  item_id: string;
  created_at: string;
}

/** A single sign-on under way (docs/product.md#single-sign-on, migration 015). */
export interface OidcLoginsTable {
  /** sha256 of the state sent to the provider. */
  state_hash: string;
  /** sha256 of the secret in the cookie of the browser that started it. */
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: string;
}

/** The one-time code a finished sign-in hands to the SPA (its sha256). */
export interface OidcHandoffsTable {
  code_hash: string;
  user_id: string;
  expires_at: string;
}

/** A campus place (docs/product.md#places, migration 018). */
export interface PlacesTable {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** A place's name or one of its aliases, keyed by its folded words: one place per key. */
export interface PlaceNamesTable {
  /** The folded words, space-separated ("eng building"). */
  key: string;
  place_id: string;
  /** As the admin wrote it, trimmed. */
  text: string;
  /** 0: the place's own name; 1: an alias. */
  is_alias: Bool;
  /** The admin's order of aliases (the name is 0). */
  position: number;
}

/** One row (id 1): bumped by every change to places, so cached directories know to reload. */
export interface PlacesVersionTable {
  id: number;
  version: number;
}

/** A desk of the office (migration 020, docs/product.md#desks-and-the-queue). */
export interface DesksTable {
  id: string;
  name: string;
  /** The campus place it is in ("Library, ground floor"). */
  place: string;
  hours: string;
  contact: string;
  /** JSON array of its storage places' names (shelves, bins); keepers and admins only. */
  storage_json: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A keeper working at a desk. */
export interface DeskKeepersTable {
  desk_id: string;
  user_id: string;
}

/** A campus setting an admin edited (migration 020); absent rows fall back to the environment. */
export interface CampusSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** An uploaded office log (migration 023, docs/product.md#importing-the-offices-log). */
export interface OfficeImportsTable {
  id: string;
  desk_id: string;
  created_by_id: string;
  file_name: string;
  /** JSON array of the file's column names. */
  columns_json: string;
  /** JSON array of rows (arrays of strings) as read; null once the import has run or was undone. */
  rows_json: string | null;
  /** JSON object: field → column index. */
  mapping_json: string;
  status: 'draft' | 'queued' | 'running' | 'done' | 'undone';
  skip_bad_rows: Generated<Bool>;
  row_count: number;
  bad_rows: Generated<number>;
  processed: Generated<number>;
  created: Generated<number>;
  skipped: Generated<number>;
  created_at: string;
  started_at: Generated<string | null>;
  finished_at: Generated<string | null>;
  undone_at: Generated<string | null>;
}

/** What one row of an import became (migration 023). */
export interface OfficeImportResultsTable {
  import_id: string;
  /** The row's number in the sheet (the header is row 1). */
  row_no: number;
  outcome: 'created' | 'skipped';
  item_id: string | null;
  title: string;
  reason: string | null;
}
