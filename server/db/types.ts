import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL on purpose: ids are text, timestamps are
 * ISO-8601 text (they sort correctly as text), and booleans are 0/1 integers.
 */
export type Bool = 0 | 1;

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  role: 'user' | 'keeper' | 'admin';
  is_active: Bool;
  is_verified: Bool;
  created_at: string;
  updated_at: string;
  /** `{issuer} {sub}` of the linked campus sign-in (migration 015), null for none. */
  oidc_subject: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface AccountCodesTable {
  id: string;
  user_id: string;
  /**
   * verify: registration code; reset: forgot-password code; reset_token: proof for reset-password;
   * email_change: the code mailed to a new address (email_changes).
   */
  purpose: 'verify' | 'reset' | 'reset_token' | 'email_change';
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  created_at: string;
  /** verify codes: the sign-up (pending_registrations.id) whose credentials this code confirms. */
  registration_id?: string | null;
}

/** One sign-up of an unverified account: what verifying one of its codes sets (migration 004). */
export interface PendingRegistrationsTable {
  id: string;
  user_id: string;
  name: string;
  password_hash: string;
  created_at: string;
}

/** A failed sign-in (kind login, subject: normalized email) or wrong code (kind code, user id). */
export interface AuthFailuresTable {
  id: string;
  kind: 'login' | 'code';
  subject: string;
  created_at: string;
}

/** A lock (or a mail cooldown) per kind and subject, in force until locked_until. */
export interface AuthLocksTable {
  kind: string;
  subject: string;
  locked_until: string;
  created_at: string;
}

/** A requested, not yet confirmed email change (at most one per account). */
export interface EmailChangesTable {
  user_id: string;
  /** Lower-cased. */
  new_email: string;
  /** The account_codes row (purpose email_change) whose code was mailed to new_email. */
  code_id: string;
  created_at: string;
}

export interface CategoriesTable {
  id: string;
  name: string;
  /** Lower-cased name, unique: names are unique case-insensitively. */
  name_key: string;
  description: string;
  is_active: Bool;
  created_at: string;
  updated_at: string;
  retention_days: Generated<number>;
}

export interface ItemsTable {
  id: string;
  title: string;
  description: string;
  status: 'Lost' | 'Found' | 'Claimed' | 'Returned';
  category_id: string;
  location: string;
  /** Storage key of the display image (the thumbnail key is derived from it); null: no photo. */
  image_key: string | null;
  /** The photo's dominant colour names, comma-separated (migration 017); null without one. */
  photo_colours: string | null;
  posted_by_id: string;
  keeper_id: string | null;
  claimed_by_id: string | null;
  is_active: Bool;
  created_at: string;
  updated_at: string;
  returned_at: string | null;
  /** Number of the reference `LF-{year}-{ref_no}` (docs/product.md#office); see items/reference.ts. */
  ref_no: number | null;
  /** `[{ question, expectedAnswer }]`; only the questions are public. */
  ownership_json: Generated<string>;
  storage_location: Generated<string | null>;
  disposal_method: Generated<'donated' | 'discarded' | 'transferred' | null>;
  disposal_note: Generated<string | null>;
  disposed_at: Generated<string | null>;
  disposal_warned_at: Generated<string | null>;
  /** Lost or Found: the status before the claim, restored when it is withdrawn or released (019). */
  claimed_from_status: Generated<'Lost' | 'Found' | null>;
  /** How a Lost report ended (migration 019); all null while it is open. */
  closed_reason: Generated<'got-it-back' | 'no-longer-looking' | 'returned-with' | null>;
  closed_at: Generated<string | null>;
  closed_note: Generated<string | null>;
  /** The Found item handed over with which the report closed. */
  closed_with_id: Generated<string | null>;
  /** "I found this": the Lost report this Found item answers. */
  found_for_id: Generated<string | null>;
  /** The desk holding it in custody (migration 020); null while no desk does. */
  desk_id: Generated<string | null>;
  /** When its label was last printed (020); null: never. */
  labelled_at: Generated<string | null>;
  /** Who handed a walk-in item in (020); private to keepers and admins. */
  finder_name: Generated<string | null>;
  finder_contact: Generated<string | null>;
  /** 1: the finder asked to be told once when it goes back to its owner (migration 022). */
  finder_notify: Generated<Bool>;
  /** When that e-mail was queued (022); null: not (yet). */
  finder_notified_at: Generated<string | null>;
  /** The bulk disposal that let it go (022); null otherwise. */
  disposal_batch_id: Generated<string | null>;
  /** The import that created it (migration 023); null for items posted here. */
  import_id: Generated<string | null>;
  /** The imported row's identity, unique (023): a re-import creates nothing twice. */
  import_key: Generated<string | null>;
  /** The day the office's log says it was found, YYYY-MM-DD (023). */
  found_on: Generated<string | null>;
  /** The office's old log's own reference (023). */
  office_ref: Generated<string | null>;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface ItemClaimsTable {
  id: string;
  item_id: string;
  claimant_id: string;
  /** JSON array of strings, one answer per question. */
  answers_json: string;
  status: 'pending' | 'approved' | 'declined' | 'withdrawn';
  created_at: string;
  decided_at: string | null;
  decided_by_id: string | null;
}

export interface ItemEventsTable {
  seq: Generated<number>;
  item_id: string;
  actor_id: string | null;
  action: string;
  details: string;
  created_at: string;
  /** The other item this event ties to (migration 019). */
  link_item_id: Generated<string | null>;
}

export interface HandoverCodesTable {
  item_id: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  created_by_id: string;
  created_at: string;
}

export interface ConversationsTable {
  id: string;
  item_id: string;
  /** The user who opened it (Message Owner); one conversation per item and starter. */
  starter_id: string;
  last_message_content: string | null;
  last_message_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationParticipantsTable {
  conversation_id: string;
  user_id: string;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  is_read: Bool;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  message: string;
  type: string;
  item_id: string | null;
  /** The SPA path the notification is about (migration 006). */
  link: string | null;
  /** How many messages a grouped unread message notification stands for. */
  count: Generated<number>;
  is_read: Bool;
  created_at: string;
  /** 1 while it waits for its user's daily e-mail digest (migration 011). */
  digest_pending: Generated<Bool>;
}

/** A user's e-mail choices, once changed from the defaults (docs/product.md#e-mail). */
export interface EmailPreferencesTable {
  user_id: string;
  messages: EmailDelivery;
  claims: EmailDelivery;
  matches: EmailDelivery;
  updated_at: string;
  /** 1 while the user wants the daily digest of possible matches (migration 021). */
  match_digest: Generated<Bool>;
}
export type EmailDelivery = 'instant' | 'digest' | 'off';

/** A secret the server made for itself, shared by every instance (migration 011). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string;
  action: string;
  target_type: string;
  target_id: string;
  /** JSON text of the changed fields before and after. */
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

import type {
  JobsTable,
  ItemMatchTermsTable,
  ItemMatchesTable,
  ItemMatchDismissalsTable,
  SavedSearchesTable,
  SavedSearchAlertsTable,
  OidcLoginsTable,
  OidcHandoffsTable,
  PlacesTable,
  PlaceNamesTable,
  PlacesVersionTable,
  DesksTable,
  DeskKeepersTable,
  CampusSettingsTable,
  OfficeImportsTable,
  OfficeImportResultsTable,
} from './featureTables';

export type * from './featureTables';

export interface Database {
  users: UsersTable;
  oidc_logins: OidcLoginsTable;
  oidc_handoffs: OidcHandoffsTable;
  sessions: SessionsTable;
  account_codes: AccountCodesTable;
  categories: CategoriesTable;
  items: ItemsTable;
  handover_codes: HandoverCodesTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  email_preferences: EmailPreferencesTable;
  server_secrets: ServerSecretsTable;
  audit_log: AuditLogTable;
  pending_registrations: PendingRegistrationsTable;
  auth_failures: AuthFailuresTable;
  auth_locks: AuthLocksTable;
  email_changes: EmailChangesTable;
  jobs: JobsTable;
  item_match_terms: ItemMatchTermsTable;
  item_matches: ItemMatchesTable;
  item_match_dismissals: ItemMatchDismissalsTable;
  saved_searches: SavedSearchesTable;
  saved_search_alerts: SavedSearchAlertsTable;
  counters: CountersTable;
  item_claims: ItemClaimsTable;
  item_events: ItemEventsTable;
  places: PlacesTable;
  place_names: PlaceNamesTable;
  places_version: PlacesVersionTable;
  desks: DesksTable;
  desk_keepers: DeskKeepersTable;
  campus_settings: CampusSettingsTable;
  office_imports: OfficeImportsTable;
  office_import_results: OfficeImportResultsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ItemRow = Selectable<ItemsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
