import { addSeedPeople, freshMockPeople, mockCategories, mockDb, mockPeople } from './items';
import type { AuditEntry, Category, Item, Role, User } from '../../api/enhancedApi';

/*
 * In-memory data behind the admin handlers (dev:mock and Jest): ~35 more users so that paging,
 * sorting and search have something to work on, categories and an audit log. Items and threads
 * are NOT here: Admin → Items and Admin → Conversations, the counts and the users' pages share
 * the world's `mockDb.items` (./items) and threads (../handlers/conversations). Deterministic
 * (no randomness); resetAdminData() restores it between tests.
 */

/** The admin the dev:mock session logs in as (its own row cannot be toggled). */
export const MOCK_ADMIN_ID = 'u-admin';

const BASE = Date.parse('2025-09-01T15:00:00.000Z');
const DAY = 86_400_000;
const iso = (daysAgo: number, hours = 0) =>
  new Date(BASE - daysAgo * DAY + hours * 3_600_000).toISOString();

const FIRST = [
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Mateo',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Zoe',
  'Aiden',
  'Chloe',
  'Caleb',
  'Nora',
  'Owen',
  'Priya',
  'Ravi',
  'Sofia',
  'Jin',
  'Hana',
  'Omar',
  'Leila',
  'Diego',
  'Grace',
  'Felix',
  'Iris',
  'Kofi',
  'Amara',
  'Tomas',
  'Yuki',
];
const LAST = [
  'Garcia',
  'Nguyen',
  'Patel',
  'Kim',
  'Brown',
  'Rossi',
  'Müller',
  'Okafor',
  'Silva',
  'Cohen',
];

function makeUser(id: string, name: string, role: Role, daysAgo: number, isActive = true): User {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const email = `${ascii.toLowerCase().replace(/[^a-z]+/g, '.')}@campus.edu`;
  return { _id: id, id, name, email, role, isActive, isVerified: true, createdAt: iso(daysAgo) };
}

/**
 * One mock world: Admin → Users lists the same people the login, items and conversation mocks
 * know (Sam Student, Kim Keeper, Ada Admin ... from ./items), then ~30 more. The array is
 * `mockPeople` itself, so a sign-up or a deactivation is seen by every handler.
 */
function buildUsers(): User[] {
  mockPeople.splice(0, mockPeople.length, ...freshMockPeople());
  return mockPeople;
}

function extraUsers(): User[] {
  const users: User[] = [
    makeUser('u-keeper-2', 'Karl Custodian', 'keeper', 300),
    makeUser('u-keeper-3', 'Rosa Reception', 'keeper', 210),
    makeUser('u-admin-2', 'Alan Registrar', 'admin', 350),
  ];
  for (let i = 0; i < 30; i++) {
    const name = `${FIRST[i]} ${LAST[(i * 3) % LAST.length]}`;
    users.push(
      makeUser(`u-${String(i + 1).padStart(3, '0')}`, name, 'user', 5 + i * 11, i % 9 !== 4),
    );
  }
  return users;
}

/** Categories only the admin data adds (ids as before); Umbrellas starts deactivated. */
const EXTRA_CATEGORIES: [number, string, string][] = [
  [5, 'ID Cards', 'Student and staff cards'],
  [7, 'Jewelry', 'Rings, watches, bracelets'],
  [8, 'Sports', 'Balls, rackets, gym gear'],
  [9, 'Water Bottles', 'Flasks and tumblers'],
  [10, 'Umbrellas', ''],
  [11, 'Stationery', 'Pens, calculators, pencil cases'],
];

/** The world's categories: the ones the items are filed under (./items), then the extras. */
function buildCategories(): Category[] {
  const extras = EXTRA_CATEGORIES.map(([n, name, description]) => ({
    _id: `c-${n}`,
    name,
    description,
    isActive: name !== 'Umbrellas',
    createdAt: iso(420 - n * 3),
    retentionDays: 90,
  }));
  return [...mockCategories.map((c) => ({ ...c })), ...extras];
}

function buildAudit(users: User[], items: Item[]): AuditEntry[] {
  const actor = { _id: MOCK_ADMIN_ID, name: 'Ada Admin' };
  return Array.from({ length: 24 }, (_, i) => {
    const onUser = i % 2 === 0;
    const target = onUser ? users[5 + (i % 30)] : items[i % items.length];
    const was = i % 3 !== 0;
    return {
      _id: `audit-${i + 1}`,
      actor,
      action: onUser ? 'user.toggleActive' : 'item.toggleActive',
      targetType: onUser ? 'user' : 'item',
      targetId: target._id,
      before: { isActive: was },
      after: { isActive: !was },
      createdAt: iso(i * 3, 2),
    };
  });
}

const extras = extraUsers();
addSeedPeople(extras);

function build() {
  const users = buildUsers();
  // The audit log is generated from the admin, one keeper and the extras, in a fixed order,
  // and from the world's seeded items, so names and orders stay stable for the tests.
  const byId = (id: string) => users.find((u) => u._id === id)!;
  const extraIds = new Set(extras.map((u) => u._id));
  const people = [
    byId(MOCK_ADMIN_ID),
    byId('u-keeper'),
    ...users.filter((u) => extraIds.has(u._id)),
  ];
  const items = mockDb.items;
  return {
    users,
    categories: buildCategories(),
    audit: buildAudit(people, items),
  };
}

/** Mutable: handlers toggle, assign and create in place. */
export const adminDb = build();

export function resetAdminData(): void {
  Object.assign(adminDb, build());
}

/** The last 12 weeks (oldest first) up to the newest item, counted from the world's items. */
export function weeklySeries() {
  const items = mockDb.items;
  const newest = Math.max(0, ...items.map((it) => Date.parse(it.createdAt)));
  const monday = new Date(newest);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(0, 0, 0, 0);
  return Array.from({ length: 12 }, (_, k) => {
    const start = monday.getTime() - (11 - k) * 7 * DAY;
    const inWeek = (t: string) => Date.parse(t) >= start && Date.parse(t) < start + 7 * DAY;
    const posted = items.filter((it) => inWeek(it.createdAt)).length;
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      // Seeded items are few; a small steady baseline keeps the chart readable.
      posted: posted + ((k * 3) % 5) + 1,
      returned:
        items.filter((it) => it.status === 'Returned' && inWeek(it.updatedAt)).length + (k % 3),
    };
  });
}
