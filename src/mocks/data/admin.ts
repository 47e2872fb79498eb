import { addSeedPeople, freshMockPeople, mockPeople } from './items';
import type {
  AdminConversation,
  AuditEntry,
  Category,
  Item,
  ItemStatus,
  Message,
  Role,
  User,
} from '../../api/enhancedApi';

/*
 * In-memory data behind the admin handlers (dev:mock and Jest): ~35 users and ~40 items so that
 * paging, sorting and search have something to work on. Deterministic (no randomness), so tests
 * can rely on names and orders; resetAdminData() restores it between tests.
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

const CATEGORY_NAMES: [string, string][] = [
  ['Electronics', 'Phones, laptops, chargers, earbuds'],
  ['Books', 'Textbooks, notebooks and readers'],
  ['Clothing', 'Jackets, scarves, hats'],
  ['Keys', 'Single keys and key rings'],
  ['ID Cards', 'Student and staff cards'],
  ['Bags', 'Backpacks, totes and cases'],
  ['Jewelry', 'Rings, watches, bracelets'],
  ['Sports', 'Balls, rackets, gym gear'],
  ['Water Bottles', 'Flasks and tumblers'],
  ['Umbrellas', ''],
  ['Stationery', 'Pens, calculators, pencil cases'],
  ['Other', 'Anything else'],
];

function buildCategories(): Category[] {
  return CATEGORY_NAMES.map(([name, description], i) => ({
    _id: `c-${i + 1}`,
    name,
    description,
    isActive: name !== 'Umbrellas',
    createdAt: iso(420 - i * 3),
  }));
}

const THINGS = [
  'iPhone 14',
  'Calculus textbook',
  'Blue rain jacket',
  'Dorm key ring',
  'Student ID card',
  'Black backpack',
  'Silver bracelet',
  'Tennis racket',
  'Steel water bottle',
  'Red umbrella',
  'TI-84 calculator',
  'AirPods case',
  'Laptop charger',
  'Wool scarf',
  'Library book',
];
const PLACES = [
  'Main Library',
  'Student Union',
  'Gym',
  'Science Hall',
  'Cafeteria',
  'Parking Lot B',
];
const STATUSES: ItemStatus[] = ['Lost', 'Found', 'Found', 'Lost', 'Claimed', 'Returned'];
const CATEGORY_OF_THING = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 2, 1];

function buildItems(users: User[], categories: Category[]): Item[] {
  const posters = users.filter((u) => u.role === 'user');
  const keepers = users.filter((u) => u.role === 'keeper');
  return Array.from({ length: 40 }, (_, i) => {
    const thing = i % THINGS.length;
    // A few students post much more than others, so "most active users" is meaningful.
    const poster = posters[i < 18 ? i % 4 : (i * 7) % posters.length];
    const status = STATUSES[i % STATUSES.length];
    const keeper = i % 3 === 0 ? keepers[i % keepers.length] : null;
    const claimer =
      status === 'Claimed' || status === 'Returned' ? posters[(i + 9) % posters.length] : null;
    const category = categories[CATEGORY_OF_THING[thing]];
    const createdAt = iso(i * 2 + 1, i % 5);
    return {
      _id: `i-${String(i + 1).padStart(3, '0')}`,
      title: `${THINGS[thing]}${i >= THINGS.length ? ` #${Math.floor(i / THINGS.length) + 1}` : ''}`,
      description: `${status === 'Lost' ? 'Lost' : 'Found'} near ${PLACES[i % PLACES.length]}.`,
      status,
      category: { _id: category._id, name: category.name },
      location: PLACES[i % PLACES.length],
      image: null,
      thumbnail: null,
      createdAt,
      updatedAt: createdAt,
      postedBy: { _id: poster._id, name: poster.name },
      keeperId: keeper?._id ?? null,
      keeperName: keeper?.name ?? null,
      claimedById: claimer?._id ?? null,
      claimedByName: claimer?.name ?? null,
      isActive: i % 11 !== 7,
    };
  });
}

const LINES = [
  'Hi, I think this is mine!',
  'Can you describe it?',
  'It has a sticker on the back.',
  'Great, it matches. When can we meet?',
  'Tomorrow at 10 at the Student Union works.',
];

function buildConversations(items: Item[], users: User[]): AdminConversation[] {
  return Array.from({ length: 14 }, (_, i) => {
    const item = items[i * 2];
    const poster = item.postedBy;
    const students = users.filter((u) => u.role === 'user' && u._id !== poster._id);
    const other = students[(i * 5 + 7) % students.length];
    const count = 2 + (i % 4);
    const id = `conv-${i + 1}`;
    const messages: Message[] = Array.from({ length: count }, (_, m) => ({
      _id: `${id}-m${m + 1}`,
      conversation: id,
      sender: m % 2 === 0 ? { _id: other._id, name: other.name } : poster,
      content: LINES[m % LINES.length],
      createdAt: iso(i, m + 1),
      isRead: m < count - 1,
    }));
    const last = messages[messages.length - 1];
    return {
      _id: id,
      item: { _id: item._id, title: item.title, status: item.status },
      participants: [{ _id: other._id, name: other.name }, poster],
      lastMessage: { content: last.content, createdAt: last.createdAt },
      updatedAt: last.createdAt,
      messages,
    };
  });
}

function buildAudit(users: User[], items: Item[]): AuditEntry[] {
  const actor = { _id: MOCK_ADMIN_ID, name: 'Ada Admin' };
  return Array.from({ length: 24 }, (_, i) => {
    const onUser = i % 2 === 0;
    const target = onUser ? users[5 + (i % 30)] : items[i];
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
  // The admin data (items, threads, audit) is generated from the admin, one keeper and the
  // extras, in a fixed order, so names and orders stay stable for the tests.
  const byId = (id: string) => users.find((u) => u._id === id)!;
  const extraIds = new Set(extras.map((u) => u._id));
  const posters = [
    byId(MOCK_ADMIN_ID),
    byId('u-keeper'),
    ...users.filter((u) => extraIds.has(u._id)),
  ];
  const categories = buildCategories();
  const items = buildItems(posters, categories);
  return {
    users,
    categories,
    items,
    conversations: buildConversations(items, posters),
    audit: buildAudit(posters, items),
  };
}

/** Mutable: handlers toggle, assign and create in place. */
export const adminDb = build();

export function resetAdminData(): void {
  Object.assign(adminDb, build());
}

/** The last 12 weeks (oldest first), counted from the items. */
export function weeklySeries() {
  const monday = new Date(BASE);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(0, 0, 0, 0);
  return Array.from({ length: 12 }, (_, k) => {
    const start = monday.getTime() - (11 - k) * 7 * DAY;
    const inWeek = (t: string) => Date.parse(t) >= start && Date.parse(t) < start + 7 * DAY;
    const posted = adminDb.items.filter((it) => inWeek(it.createdAt)).length;
    return {
      weekStart: new Date(start).toISOString().slice(0, 10),
      // Seeded items are young; a small steady baseline keeps the chart readable.
      posted: posted + ((k * 3) % 5) + 1,
      returned:
        adminDb.items.filter((it) => it.status === 'Returned' && inWeek(it.updatedAt)).length +
        (k % 3),
    };
  });
}
