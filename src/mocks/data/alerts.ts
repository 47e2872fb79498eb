import type { EmailKind, EmailPreferences, ItemStatus } from '../../api/enhancedApi';

/*
 * "Never miss your item" in the mock world (`npm run dev:mock` and Jest): each user's saved
 * searches ("Alert me") and e-mail preferences. Sam Student (the default mock caller) has two
 * saved searches; everyone else none. Preferences are the server's defaults until changed.
 */

/** The server's defaults (openapi.yaml EmailPreferences): instant, instant, digest. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  messages: 'instant',
  claims: 'instant',
  matches: 'digest',
};

/** createSavedSearch answers 409 beyond this many per user. */
export const SAVED_SEARCH_LIMIT = 20;

/** A saved search as the mock keeps it: the category by id, looked up when answering. */
export type MockSavedSearch = {
  _id: string;
  userId: string;
  search: string;
  status: ItemStatus | null;
  categoryId: string | null;
  createdAt: string;
};

const seed = (): MockSavedSearch[] => [
  {
    _id: 'ss-01',
    userId: 'u-student',
    search: 'laptop charger',
    status: 'Found',
    categoryId: 'cat-electronics',
    createdAt: '2025-03-26T12:30:00.000Z',
  },
  {
    _id: 'ss-02',
    userId: 'u-student',
    search: 'blue water bottle',
    status: null,
    categoryId: null,
    createdAt: '2025-03-20T12:05:00.000Z',
  },
];

/** The live data; the mock world saves and restores it (src/mocks/world.ts). */
export const mockAlerts: {
  savedSearches: MockSavedSearch[];
  preferences: Record<string, EmailPreferences>;
} = { savedSearches: seed(), preferences: {} };

export function resetAlertsData(): void {
  mockAlerts.savedSearches = seed();
  mockAlerts.preferences = {};
}

export const preferencesOf = (userId: string): EmailPreferences =>
  mockAlerts.preferences[userId] ?? DEFAULT_EMAIL_PREFERENCES;

const KINDS: EmailKind[] = ['messages', 'claims', 'matches'];

/**
 * The mock's unsubscribe-link token, `mock-unsubscribe.<kind>.<userId>` (the server signs its
 * own; the SPA treats the token as opaque). Open `/unsubscribe?token=<this>` under dev:mock.
 */
export const mockUnsubscribeToken = (kind: EmailKind, userId = 'u-student') =>
  `mock-unsubscribe.${kind}.${userId}`;

export function readUnsubscribeToken(token: string): { kind: EmailKind; userId: string } | null {
  const [prefix, kind, userId] = token.split('.');
  if (prefix !== 'mock-unsubscribe' || !KINDS.includes(kind as EmailKind) || !userId) return null;
  return { kind: kind as EmailKind, userId };
}
