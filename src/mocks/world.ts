import { adminDb, resetAdminData } from './data/admin';
import { mockDb, mockPeople, resetItemsData } from './data/items';
import { mockClaims, resetClaimsData } from './data/claims';
import { mockMatches, resetMatchesData } from './data/matches';
import { resetCustodyData } from './data/custody';
import { mockAlerts, resetAlertsData } from './data/alerts';
import { authState } from './handlers/auth';
import { conversationsState, resetConversationsData } from './handlers/conversations';
import { notificationsState, resetNotificationsData } from './handlers/notifications';

/**
 * The one mock world every handler reads and changes (people, items, admin data, threads,
 * notifications, passwords). Seeded once; Jest resets it between tests, `npm run dev:mock`
 * keeps it in localStorage across reloads until "Reset mock data".
 */
// v2: items and categories became one list each; v3: the admin's generated threads are gone
// (Admin → Conversations lists the users' threads) and a thread keeps when it was opened.
// A world saved under an older key is ignored, not mixed in.
export const MOCK_WORLD_KEY = 'lostfound.mockWorld.v3';

export function resetMockWorld(): void {
  resetItemsData();
  resetClaimsData();
  resetMatchesData();
  resetCustodyData();
  resetAlertsData();
  resetAdminData();
  resetConversationsData();
  resetNotificationsData();
  authState.reset();
}

export function saveMockWorld(storage: Storage): void {
  const world = {
    items: mockDb.items,
    matches: mockMatches.byItem,
    claims: mockClaims,
    alerts: mockAlerts,
    people: mockPeople,
    deactivated: [...mockDb.deactivated],
    admin: { ...adminDb, users: undefined },
    threads: conversationsState.get(),
    notifications: notificationsState.get(),
    auth: authState.get(),
  };
  storage.setItem(MOCK_WORLD_KEY, JSON.stringify(world));
}

/** Restores a saved world; false (and the seed stays) when there is none or it is unreadable. */
export function loadMockWorld(storage: Storage): boolean {
  try {
    const saved = JSON.parse(storage.getItem(MOCK_WORLD_KEY) ?? 'null');
    if (!saved) return false;
    mockDb.items = saved.items;
    // A world saved before matching came keeps the seeded matches.
    if (saved.matches) mockMatches.byItem = saved.matches;
    else resetMatchesData();
    // Likewise the ownership questions and claims (docs/product.md#office).
    if (saved.claims) Object.assign(mockClaims, saved.claims);
    else resetClaimsData();
    // Likewise saved searches and e-mail preferences ("Never miss your item").
    if (saved.alerts) Object.assign(mockAlerts, saved.alerts);
    else resetAlertsData();
    mockPeople.splice(0, mockPeople.length, ...saved.people);
    mockDb.deactivated = new Set(saved.deactivated);
    Object.assign(adminDb, { ...saved.admin, users: mockPeople });
    conversationsState.set(saved.threads);
    notificationsState.set(saved.notifications);
    authState.set(saved.auth);
    return true;
  } catch {
    resetMockWorld();
    return false;
  }
}
