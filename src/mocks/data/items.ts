import type { Category, Item, ItemStatus, User } from '../../api/enhancedApi';

/**
 * In-memory fixtures for the mocked API (`npm run dev:mock` and Jest): people, categories and
 * ~20 items in every status, with and without keepers and claimants. Handlers mutate these
 * arrays; tests call resetItemsData() so each starts from the same state.
 */

const iso = (day: number, hour = 10) => new Date(Date.UTC(2025, 2, day, hour, 15, 0)).toISOString();

export const mockPeople: User[] = [
  person('u-student', 'Sam Student', 'sam@campus.edu', 'user', 1),
  person('u-alex', 'Alex Rivera', 'alex@campus.edu', 'user', 2),
  person('u-priya', 'Priya Shah', 'priya@campus.edu', 'user', 3),
  person('u-keeper', 'Kim Keeper', 'kim.keeper@campus.edu', 'keeper', 1),
  person('u-keeper2', 'Lee Library', 'lee.library@campus.edu', 'keeper', 2),
  person('u-admin', 'Ada Admin', 'admin@campus.edu', 'admin', 1),
];

function person(id: string, name: string, email: string, role: User['role'], day: number): User {
  return { _id: id, id, name, email, role, isActive: true, isVerified: true, createdAt: iso(day) };
}

/** The seeded categories the items are filed under; the world's live list is adminDb.categories. */
export const mockCategories: Category[] = [
  'Accessories',
  'Bags',
  'Books',
  'Clothing',
  'Documents',
  'Electronics',
  'Keys',
  'Other',
].map((name, i) => ({
  _id: `cat-${name.toLowerCase()}`,
  name,
  description: `${name} found or lost on campus`,
  isActive: true,
  createdAt: iso(1 + i),
  retentionDays: name === 'Documents' ? 30 : 90,
}));

const palette: Record<string, string> = {
  Accessories: '#8e24aa',
  Bags: '#6d4c41',
  Books: '#2e7d32',
  Clothing: '#c62828',
  Documents: '#455a64',
  Electronics: '#1565c0',
  Keys: '#f9a825',
  Other: '#00838f',
};

/** A small SVG picture as a data URI, so cards have images without a file server. */
export function pictureFor(title: string, category: string): string {
  const color = palette[category] ?? '#607d8b';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="${color}"/>` +
    `<circle cx="200" cy="120" r="60" fill="rgba(255,255,255,0.25)"/>` +
    `<text x="200" y="240" font-family="sans-serif" font-size="26" fill="#fff" ` +
    `text-anchor="middle">${title.replace(/[<&>]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const name = (id: string | null) => mockPeople.find((p) => p._id === id)?.name ?? null;

type Seed = [
  title: string,
  description: string,
  category: string,
  status: ItemStatus,
  location: string,
  posterId: string,
  keeperId: string | null,
  claimantId: string | null,
  withImage: boolean,
];

const seeds: Seed[] = [
  [
    'Black Leather Wallet',
    'Black wallet with a student ID and a bus pass inside.',
    'Accessories',
    'Lost',
    'Main Library, 2nd floor',
    'u-alex',
    null,
    null,
    true,
  ],
  [
    'Blue Backpack',
    'Navy JanSport backpack with a calculus textbook.',
    'Bags',
    'Found',
    'Student Union cafeteria',
    'u-priya',
    'u-keeper',
    null,
    true,
  ],
  [
    'iPhone 14 in Green Case',
    'Green silicone case, lock screen shows a dog.',
    'Electronics',
    'Claimed',
    'Gym locker room',
    'u-alex',
    'u-keeper',
    'u-student',
    true,
  ],
  [
    'Dorm Room Keys',
    'Two keys on a red lanyard with a bottle opener.',
    'Keys',
    'Found',
    'Parking lot B',
    'u-student',
    null,
    null,
    true,
  ],
  [
    'Chemistry Lab Notebook',
    'Spiral notebook labelled CHEM 201, Section 3.',
    'Books',
    'Lost',
    'Science Building room 104',
    'u-student',
    null,
    null,
    false,
  ],
  [
    'Grey Hoodie',
    'College hoodie, size M, paint stain on the sleeve.',
    'Clothing',
    'Returned',
    'Arts Center',
    'u-priya',
    'u-keeper2',
    'u-alex',
    true,
  ],
  [
    'AirPods Pro Case',
    'White case only, engraved "JM".',
    'Electronics',
    'Found',
    'Lecture Hall A',
    'u-keeper',
    'u-keeper',
    null,
    true,
  ],
  [
    'Passport',
    'Canadian passport found near the bus stop.',
    'Documents',
    'Claimed',
    'North Gate bus stop',
    'u-student',
    null,
    'u-priya',
    false,
  ],
  [
    'Reading Glasses',
    'Tortoiseshell frames in a brown case.',
    'Accessories',
    'Lost',
    'Coffee shop on Elm St',
    'u-priya',
    null,
    null,
    true,
  ],
  [
    'TI-84 Calculator',
    'Name scratched off the back, blue cover.',
    'Electronics',
    'Found',
    'Math Building 3rd floor',
    'u-alex',
    null,
    null,
    true,
  ],
  [
    'Silver Bracelet',
    'Thin silver chain bracelet with a heart charm.',
    'Accessories',
    'Claimed',
    'Dining Hall',
    'u-priya',
    null,
    'u-student',
    true,
  ],
  [
    'Umbrella',
    'Large black umbrella with a wooden handle.',
    'Other',
    'Found',
    'Library entrance',
    'u-keeper2',
    'u-keeper2',
    null,
    false,
  ],
  [
    'Laptop Charger',
    'USB-C 65W charger, white.',
    'Electronics',
    'Lost',
    'Engineering lab 2',
    'u-student',
    null,
    null,
    true,
  ],
  [
    'Biology Textbook',
    'Campbell Biology, 12th edition, highlighted.',
    'Books',
    'Found',
    'Bus 42',
    'u-alex',
    'u-keeper',
    null,
    true,
  ],
  [
    'Water Bottle',
    'Steel Hydro Flask, purple with stickers.',
    'Other',
    'Lost',
    'Soccer field',
    'u-priya',
    null,
    null,
    true,
  ],
  [
    'Student ID Card',
    'ID card for Jordan M.',
    'Documents',
    'Returned',
    'Registrar office',
    'u-alex',
    'u-keeper',
    'u-student',
    false,
  ],
  [
    'Denim Jacket',
    'Light wash, size S, pin on the collar.',
    'Clothing',
    'Found',
    'Theater lobby',
    'u-student',
    null,
    null,
    true,
  ],
  [
    'Car Key Fob',
    'Toyota key fob with a small flashlight.',
    'Keys',
    'Lost',
    'Parking garage level 2',
    'u-alex',
    null,
    null,
    true,
  ],
  [
    'Sketchbook',
    'A4 sketchbook full of charcoal drawings.',
    'Books',
    'Claimed',
    'Art Studio 5',
    'u-alex',
    null,
    'u-priya',
    true,
  ],
  [
    'Wireless Mouse',
    'Logitech mouse, grey.',
    'Electronics',
    'Found',
    'Computer lab 1',
    'u-priya',
    null,
    null,
    false,
  ],
  [
    'Yoga Mat',
    'Rolled blue mat with a strap.',
    'Other',
    'Lost',
    'Recreation center',
    'u-student',
    null,
    null,
    true,
  ],
];

function build(): Item[] {
  return seeds.map(
    (
      [title, description, category, status, location, posterId, keeperId, claimantId, withImage],
      i,
    ) => {
      const cat = mockCategories.find((c) => c.name === category)!;
      const picture = withImage ? pictureFor(title, category) : null;
      return {
        _id: `item-${String(i + 1).padStart(2, '0')}`,
        title,
        description,
        status,
        category: { _id: cat._id, name: cat.name },
        location,
        image: picture,
        thumbnail: picture,
        createdAt: iso(28 - i, 9 + (i % 8)),
        updatedAt: iso(28 - i, 12),
        postedBy: { _id: posterId, name: name(posterId)! },
        keeperId,
        keeperName: name(keeperId),
        claimedById: claimantId,
        claimedByName: name(claimantId),
        isActive: true,
        reference: `LF-2026-${String(i + 1).padStart(5, '0')}`,
        questions: [],
      };
    },
  );
}

/** The live arrays the handlers read and change. */
export const mockDb = {
  items: build(),
  /** Hand-over codes by item id (only the mock knows them; items never carry a code). */
  otps: new Map<string, { otp: string; expiresAt: string }>(),
  /** Ids of accounts deleted through deleteMe. */
  deactivated: new Set<string>(),
  /** Pending email changes by user id (updateMe); the mock's code is always MOCK_EMAIL_CODE. */
  emailChanges: new Map<string, string>(),
};

/** The code the mock "mails" for an email change (dev:mock QA types it in). */
export const MOCK_EMAIL_CODE = '123456';

export function resetItemsData(): void {
  mockDb.items = build();
  mockDb.otps.clear();
  mockDb.deactivated.clear();
  mockDb.emailChanges.clear();
  mockPeople.splice(0, mockPeople.length, ...freshMockPeople());
}

const freshPeople = mockPeople.map((p) => ({ ...p }));
/** More people of the one mock world (the admin data adds its users here, src/mocks/data/admin.ts). */
let extraPeople: User[] = [];

/** The seeded people, fresh copies: the items world's, then the extras. */
export function freshMockPeople(): User[] {
  return [...freshPeople, ...extraPeople].map((p) => ({ ...p }));
}

export function addSeedPeople(people: User[]): void {
  extraPeople = people;
}

/**
 * Who is calling: a mock session token is `mock-token-<userId>` (the auth mocks issue these);
 * any other token (e.g. Jest's 'test-token') is Sam Student; no token is nobody.
 */
export function mockUserForToken(authorization: string | null): User | null {
  if (!authorization) return null;
  const token = authorization.replace(/^Bearer /, '');
  const id = token.startsWith('mock-token-') ? token.slice('mock-token-'.length) : 'u-student';
  const user = mockPeople.find((p) => p._id === id) ?? null;
  // An admin deactivates in Admin → Users (same people): that ends the session too.
  return user && user.isActive && !mockDb.deactivated.has(user._id) ? user : null;
}
