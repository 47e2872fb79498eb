import type * as Api from '../api/enhancedApi';

/*
 * The curated mock world of `npm run dev:mock` and the screen tests: a few people, categories,
 * items, threads and notifications, as plain data. The handlers (./handlers) store what a call
 * sends and answer from here; they decide nothing the server decides (who may, what is refused:
 * a screen test sets such an answer up itself with server.use). Jest resets the world between
 * tests; dev:mock keeps it in localStorage until "Reset mock data".
 */

const march = (day: number, hour = 10) => new Date(Date.UTC(2025, 2, day, hour, 15)).toISOString();
const april = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2025, 3, day, hour, minute)).toISOString();
export const pad = (n: number, digits: number) => String(n).padStart(digits, '0');
const daysBefore = (days: number, hours = 0) =>
  new Date(Date.UTC(2025, 8, 1, 15) - days * 86_400_000 + hours * 3_600_000).toISOString();
const cells = (row: string) => row.split('|').map((cell) => cell.trim());
/** A table written as text: one row a line, cells between `|`. */
export const rows = (table: string) => table.trim().split('\n').map(cells);

/** The people (created on the date given); Sam Student is who Jest's 'test-token' signs in as. */
const PEOPLE = `
u-student  | Sam Student    | user   | sam@campus.edu            | 2025-03-01
u-alex     | Alex Rivera    | user   | alex@campus.edu           | 2025-03-02
u-priya    | Priya Shah     | user   | priya@campus.edu          | 2025-03-03
u-keeper   | Kim Keeper     | keeper | kim.keeper@campus.edu     | 2025-03-01
u-keeper2  | Lee Library    | keeper | lee.library@campus.edu    | 2025-03-02
u-admin    | Ada Admin      | admin  | admin@campus.edu          | 2025-03-01
u-keeper-2 | Karl Custodian | keeper | karl.custodian@campus.edu | 2024-11-05
u-keeper-3 | Rosa Reception | keeper | rosa.reception@campus.edu | 2025-02-03
u-admin-2  | Alan Registrar | admin  | alan.registrar@campus.edu | 2024-09-16`;

/** Thirty more users (u-001 ...), so that Admin → Users has pages; every ninth inactive. */
const MORE =
  'Liam Olivia Noah Emma Mateo Ava Lucas Mia Ethan Zoe Aiden Chloe Caleb Nora Owen Priya Ravi Sofia Jin Hana Omar Leila Diego Grace Felix Iris Kofi Amara Tomas Yuki';
const LAST = 'Garcia Nguyen Patel Kim Brown Rossi Müller Okafor Silva Cohen'.split(' ');

function people(): Api.User[] {
  const user = (id: string, name: string, role: string, email: string, createdAt: string) =>
    ({ _id: id, id, name, email, role, isActive: true, isVerified: true, createdAt }) as Api.User;
  const named = rows(PEOPLE).map(([id, name, role, email, day]) =>
    user(id, name, role, email, `${day}T10:15:00.000Z`),
  );
  const more = MORE.split(' ').map((first, i) => {
    const [id, last] = [`u-${pad(i + 1, 3)}`, LAST[(i * 3) % 10]];
    const email = `${first}.${last}@campus.edu`.normalize('NFD').replace(/[^\w.@]/g, '');
    const name = `${first} ${last}`;
    const created = user(id, name, 'user', email.toLowerCase(), daysBefore(5 + i * 11));
    return { ...created, isActive: i % 9 !== 4 };
  });
  return [...named, ...more];
}

function categories(): Api.Category[] {
  const named = (_id: string, name: string, description: string, createdAt: string) => {
    const [isActive, retentionDays] = [name !== 'Umbrellas', name === 'Documents' ? 30 : 90];
    return { _id, name, description, createdAt, isActive, retentionDays };
  };
  const base = 'Accessories Bags Books Clothing Documents Electronics Keys Other'.split(' ');
  return [
    ...base.map((name, i) =>
      named(`cat-${name.toLowerCase()}`, name, `${name} found or lost on campus`, march(1 + i)),
    ),
    ...rows(`
      5  | ID Cards      | Student and staff cards
      7  | Jewelry       | Rings, watches, bracelets
      8  | Sports        | Balls, rackets, gym gear
      9  | Water Bottles | Flasks and tumblers
      10 | Umbrellas     |
      11 | Stationery    | Pens, calculators, pencil cases`).map(([n, name, text]) =>
      named(`c-${n}`, name, text, daysBefore(420 - Number(n) * 3)),
    ),
  ];
}

/** The drawn pictures' colour for each base category. */
const PALETTE =
  'Accessories #8e24aa, Bags #6d4c41, Books #2e7d32, Clothing #c62828, Documents #455a64, Electronics #1565c0, Keys #f9a825, Other #00838f';
const COLORS: Record<string, string> = Object.fromEntries(
  PALETTE.split(', ').map((pair) => pair.split(' ')),
);

/** A drawn picture as a data URI, so cards have images without a file server. */
export function pictureFor(title: string, category: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" ` +
    `height="300" fill="${COLORS[category] ?? '#607d8b'}"/><text x="200" y="160" font-size="26" ` +
    `fill="#fff" text-anchor="middle" font-family="sans-serif">${title.replace(/[<&>]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Places the office keeps items at (docs/product.md#references-storage-and-custody). */
const STORED: Record<string, string> = {
  'item-02': 'Security office, shelf B3',
  'item-03': 'Gym front desk, drawer 2',
  'item-14': 'Library desk, box 4',
};

/** A walk-in item's finder (docs/product.md#walk-in-intake): keepers and admins see it. */
const fay = { name: 'Fay Finder', contact: 'fay.finder@campus.edu', notifyOnReturn: true };
const FINDERS: Record<string, NonNullable<Api.Item['finder']>> = {
  'item-07': { ...fay, notifiedAt: null },
};

/** item-NN: title | description | category | status | place | poster | keeper | claimant | photo */
const ITEMS = `
Black Leather Wallet    | Black wallet with a student ID and a bus pass inside. | Accessories | Lost     | Main Library, 2nd floor   | u-alex    |           |           | y
Blue Backpack           | Navy JanSport backpack with a calculus textbook.      | Bags        | Found    | Student Union cafeteria   | u-priya   | u-keeper  |           | y
iPhone 14 in Green Case | Green silicone case, lock screen shows a dog.         | Electronics | Claimed  | Gym locker room           | u-alex    | u-keeper  | u-student | y
Dorm Room Keys          | Two keys on a red lanyard with a bottle opener.       | Keys        | Found    | Parking lot B             | u-student |           |           | y
Chemistry Lab Notebook  | Spiral notebook labelled CHEM 201, Section 3.         | Books       | Lost     | Science Building room 104 | u-student |           |           |
Grey Hoodie             | College hoodie, size M, paint stain on the sleeve.    | Clothing    | Returned | Arts Center               | u-priya   | u-keeper2 | u-alex    | y
AirPods Pro Case        | White case only, engraved "JM".                       | Electronics | Found    | Lecture Hall A            | u-keeper  | u-keeper  |           | y
Passport                | Canadian passport found near the bus stop.            | Documents   | Claimed  | North Gate bus stop       | u-student |           | u-priya   |
Reading Glasses         | Tortoiseshell frames in a brown case.                 | Accessories | Lost     | Coffee shop on Elm St     | u-priya   |           |           | y
TI-84 Calculator        | Name scratched off the back, blue cover.              | Electronics | Found    | Math Building 3rd floor   | u-alex    |           |           | y
Silver Bracelet         | Thin silver chain bracelet with a heart charm.        | Accessories | Claimed  | Dining Hall               | u-priya   |           | u-student | y
Umbrella                | Large black umbrella with a wooden handle.            | Other       | Found    | Library entrance          | u-keeper2 | u-keeper2 |           |
Laptop Charger          | USB-C 65W charger, white.                             | Electronics | Lost     | Engineering lab 2         | u-student |           |           | y
Biology Textbook        | Campbell Biology, 12th edition, highlighted.          | Books       | Found    | Bus 42                    | u-alex    | u-keeper  |           | y
Water Bottle            | Steel Hydro Flask, purple with stickers.              | Other       | Lost     | Soccer field              | u-priya   |           |           | y
Student ID Card         | ID card for Jordan M.                                 | Documents   | Returned | Registrar office          | u-alex    | u-keeper  | u-student |
Denim Jacket            | Light wash, size S, pin on the collar.                | Clothing    | Found    | Theater lobby             | u-student |           |           | y
Car Key Fob             | Toyota key fob with a small flashlight.               | Keys        | Lost     | Parking garage level 2    | u-alex    |           |           | y
Sketchbook              | A4 sketchbook full of charcoal drawings.              | Books       | Claimed  | Art Studio 5              | u-alex    |           | u-priya   | y
Wireless Mouse          | Logitech mouse, grey.                                 | Electronics | Found    | Computer lab 1            | u-priya   |           |           |
Yoga Mat                | Rolled blue mat with a strap.                         | Other       | Lost     | Recreation center         | u-student |           |           | y`;

function items(everyone: Api.User[], cats: Api.Category[], questions: Questions): Api.Item[] {
  const name = (id: string) => everyone.find((p) => p._id === id)?.name ?? null;
  return rows(ITEMS).map(
    ([title, description, category, status, location, poster, keeper, claimant, photo], i) => {
      const _id = `item-${pad(i + 1, 2)}`;
      const cat = cats.find((c) => c.name === category)!;
      const image = photo ? pictureFor(title, category) : null;
      return {
        ...{ _id, title, description, location, image, thumbnail: image, isActive: true },
        status: status as Api.Item['status'],
        category: { _id: cat._id, name: cat.name },
        ...{ createdAt: march(28 - i, 9 + (i % 8)), updatedAt: march(28 - i, 12) },
        postedBy: { _id: poster, name: name(poster)! },
        ...{ keeperId: keeper || null, keeperName: name(keeper) },
        ...{ claimedById: claimant || null, claimedByName: name(claimant) },
        returnedAt: status === 'Returned' ? march(28 - i, 12) : null,
        reference: `LF-2026-${pad(i + 1, 5)}`,
        questions: (questions[_id] ?? []).map((q) => q.question),
        ...(STORED[_id] ? { storageLocation: STORED[_id] } : {}),
        ...(FINDERS[_id] ? { finder: FINDERS[_id] } : {}),
      };
    },
  );
}

type Questions = Record<string, Api.OwnershipQuestion[]>;
const questions = (): Questions => ({
  'item-17': [{ question: 'What is in the inside pocket?', expectedAnswer: 'A concert ticket' }],
  'item-10': [
    { question: 'What is written inside the battery cover?', expectedAnswer: 'J.M. 2024' },
    { question: 'Which app is installed?' },
  ],
});

/** Possible matches, both ways (lost | found | score | reasons). */
const MATCHES = `
item-13 | item-20 | 0.78 | same category (Electronics); both in a campus computer lab; posted 7 days apart
item-13 | item-07 | 0.46 | same category (Electronics); small white accessory
item-13 | item-10 | 0.31 | same category (Electronics)
item-05 | item-14 | 0.58 | same category (Books); both science coursework; marked up by hand
item-18 | item-04 | 0.86 | same category (Keys); both mention 'keys'; both in a campus parking area`;
export type MockMatch = { itemId: string; score: number; reasons: string[]; dismissed?: boolean };

function matches(): Record<string, MockMatch[]> {
  const byItem: Record<string, MockMatch[]> = {};
  for (const [lost, found, score, reasons] of rows(MATCHES)) {
    const match = { score: Number(score), reasons: reasons.split('; ') };
    (byItem[lost] ??= []).push({ itemId: found, ...match });
    (byItem[found] ??= []).push({ itemId: lost, ...match });
  }
  Object.values(byItem).forEach((list) => list.sort((a, b) => b.score - a.score));
  return byItem;
}

/** Item histories (an hour apart after posting); other items tell only that they were posted. */
const HISTORY = `
item-02 | u-priya   | posted          |
item-02 | u-keeper  | keeper-assigned | Kim Keeper
item-02 | u-keeper  | stored          | Security office, shelf B3
item-03 | u-alex    | posted          |
item-03 | u-keeper  | keeper-assigned | Kim Keeper
item-03 | u-keeper  | stored          | Gym front desk, drawer 2
item-03 | u-student | claimed         |
item-07 | u-keeper  | posted          | Found
item-07 | u-keeper  | handed-in       | Handed in by Fay Finder at the Security office`;

function history(all: Api.Item[], everyone: Api.User[]): Record<string, Api.ItemEvent[]> {
  const byItem: Record<string, Api.ItemEvent[]> = {};
  for (const [itemId, actorId, action, details] of rows(HISTORY)) {
    const events = (byItem[itemId] ??= []);
    const posted = Date.parse(all.find((i) => i._id === itemId)!.createdAt);
    const actor = everyone.find((p) => p._id === actorId)!;
    const at = new Date(posted + events.length * 3_600_000).toISOString();
    const kind = action as Api.ItemEvent['action'];
    events.push({ at, actor: { _id: actor._id, name: actor.name }, action: kind, details });
  }
  return byItem;
}

/** A thread as the world keeps it; the handlers shape conversations from it. */
type ThreadKeys = { _id: string; itemId: string; participantIds: string[]; createdAt: string };
export type Thread = ThreadKeys & { messages: Api.Message[] };

/** conv | item | people | messages (sender: text @ April day hour:minute, by ' / ') */
const THREADS = `
conv-01 | item-01 | u-student u-alex  | u-student: Hi! I think I saw a black wallet near the study rooms. @2 14:05 / u-alex: That might be mine! Was there a bus pass inside? @2 14:09 / u-student: Yes, and a student ID. I handed it to the library desk. @2 14:12 / u-alex: Thank you so much, heading there now. @2 14:20
conv-02 | item-02 | u-student u-priya | u-student: Is the blue backpack still at the Student Union? @5 16:30 / u-priya: Kim Keeper has it now, ask at the front desk. @5 17:02
conv-03 | item-03 | u-student u-alex  | u-alex: You claimed the iPhone; can you describe the lock screen? @7 9:45 / u-student: A golden retriever wearing sunglasses. @7 9:51 / u-alex: Perfect, that matches. Meet at the gym at 3? @7 10:03
conv-04 | item-04 | u-priya u-student | u-priya: Hello, the keys on the red lanyard might be my roommate’s. @8 19:15
conv-05 | item-06 | u-alex u-priya    | u-alex: Got the hoodie back, thanks! @3 11:00
conv-06 | item-13 | u-alex u-student  |`;

const MESSAGE = /^(\S+): (.*) @(\d+) (\d+):(\d+)$/;

function threads(everyone: Api.User[]): Thread[] {
  const ref = (id: string) => ({ _id: id, name: everyone.find((p) => p._id === id)!.name });
  return rows(THREADS).map(([_id, itemId, ids, texts]) => ({
    _id,
    itemId,
    participantIds: ids.split(/\s+/),
    createdAt: april(1, 8),
    messages: (texts ? texts.split(' / ') : []).map((text, i) => {
      const [, sender, content, day, hour, minute] = text.match(MESSAGE)!;
      const message = { _id: `${_id}-m${i + 1}`, conversation: _id, sender: ref(sender), content };
      return { ...message, createdAt: april(+day, +hour, +minute), isRead: true };
    }),
  }));
}

/** Sam's fourteen (two pages of ten); everyone else of the first six has the last two. */
const NOTIFICATIONS = `
Your item "Black Leather Wallet" received a new message.                | message | item-01
Someone claimed your item "Passport".                                   | item    | item-08
Kim Keeper was assigned as keeper of "Blue Backpack".                   | item    | item-02
Your item "Student ID Card" was marked as Returned.                     | item    | item-16
A new item matching "Electronics" was posted.                           | info    | item-10
Your hand-over code for "iPhone 14 in Green Case" expires in 5 minutes. | warning | item-03
New message from Alex Rivera about "iPhone 14 in Green Case".           | message | item-03
Your item "Dorm Room Keys" was viewed 12 times today.                   | info    | item-04
We could not process the image for "Chemistry Lab Notebook".            | error   | item-05
Priya Shah replied about "Blue Backpack".                               | message | item-02
Your profile was updated.                                               | info    |
Welcome to Lost & Found! Post an item or browse what was found.         | info    |
Someone claimed your item "Silver Bracelet".                            | item    | item-11
Reminder: "Yoga Mat" is still listed as Lost.                           | item    | item-21`;

function notifications(everyone: Api.User[]): Api.Notification[] {
  const texts = rows(NOTIFICATIONS);
  return everyone.slice(0, 6).flatMap(({ _id: userId }) =>
    (userId === 'u-student' ? texts : texts.slice(10, 12)).map(([message, type, itemId], i) => ({
      ...{ _id: `n-${userId}-${pad(i + 1, 2)}`, userId, message, type, itemId: itemId || null },
      // Alex's message opens its thread; the rest open their item.
      link: i === 6 ? '/messages/conv-01' : itemId ? `/items/${itemId}` : null,
      ...{ isRead: i >= 4 && i % 3 !== 0, createdAt: april(20 - i, 8 + (i % 10), 30) },
    })),
  );
}

export type MockSavedSearch = Api.SavedSearch & { userId: string };

/** Priya's claim on the Denim Jacket, waiting for review (its ownership question's answer). */
function claim(): Api.Claim {
  const claimant = { _id: 'u-priya', name: 'Priya Shah' };
  const sent = {
    _id: 'claim-01',
    itemId: 'item-17',
    claimant,
    answers: ['A ticket for a concert'],
  };
  return { ...sent, status: 'pending', createdAt: march(27, 14), decidedAt: null };
}

/** The admin's audit log: items and users in turn, every third one switched on, three days apart. */
function auditEntry(i: number): Api.AuditEntry {
  const [n, item, on] = [i + 1, i % 2 === 1, i % 3 === 0];
  return {
    _id: `audit-${n}`,
    actor: { _id: 'u-admin', name: 'Ada Admin' },
    action: `${item ? 'item' : 'user'}.${on ? 'activate' : 'deactivate'}`,
    targetType: item ? 'item' : 'user',
    targetId: item ? `item-${pad(n, 2)}` : `u-${pad(n, 3)}`,
    targetLabel: item ? `Item ${n} (LF-2025-${pad(n, 5)})` : `User ${n}`,
    ...{ summary: on ? 'Activated' : 'Deactivated', createdAt: daysBefore(i * 3, 2) },
    ...{ before: { isActive: !on }, after: { isActive: on } },
  };
}

function seed() {
  const everyone = people();
  const cats = categories();
  const asked = questions();
  const all = items(everyone, cats, asked);
  const byId = (id: string) => cats.find((c) => c._id === id)!;
  return {
    ...{ people: everyone, categories: cats, items: all, questions: asked },
    claims: [claim()],
    ...{ matches: matches(), history: history(all, everyone) },
    /** The office's list of unclaimed Found items past their category's retention, oldest first. */
    due: ['item-20', 'item-17', 'item-14', 'item-12', 'item-10', 'item-07', 'item-04', 'item-02'],
    /** Hand-over codes by item id, as generateItemOtp last answered. */
    otps: {} as Record<string, string>,
    /** New addresses waiting for their code, by user id. */
    pendingEmails: {} as Record<string, string>,
    ...{ threads: threads(everyone), notifications: notifications(everyone) },
    savedSearches: [
      ['ss-01', 'laptop charger', 'Found', byId('cat-electronics'), '2025-03-26T12:30:00.000Z'],
      ['ss-02', 'blue water bottle', null, null, '2025-03-20T12:05:00.000Z'],
    ].map(([_id, search, status, category, createdAt]) => ({
      ...{ _id, userId: 'u-student', search, status, category, createdAt },
      ...{ postedWithin: null, place: null },
    })) as MockSavedSearch[],
    /** E-mail preferences by user id; unset, the server's defaults (DEFAULT_EMAIL_PREFERENCES). */
    preferences: {} as Record<string, Api.EmailPreferences>,
    /** The campus settings: the server's defaults until the admin saves others. */
    campus: {
      campusName: 'College',
      privacyContact: 'privacy@lostfound.local',
      accessibilityContact: 'accessibility@lostfound.local',
    } as Api.CampusSettings,
    audit: Array.from({ length: 24 }, (_, i) => auditEntry(i)),
  };
}

export const DEFAULT_EMAIL_PREFERENCES: Api.EmailPreferences = {
  messages: 'instant',
  claims: 'instant',
  matches: 'digest',
  matchDigest: true,
};

/** The one world every handler reads and changes. */
export const world = seed();

export function resetMockWorld(): void {
  Object.assign(world, seed());
}

// v4: the curated world of the generated baseline (one object). An older world is ignored.
export const MOCK_WORLD_KEY = 'lostfound.mockWorld.v4';

export const saveMockWorld = (storage: Storage) =>
  storage.setItem(MOCK_WORLD_KEY, JSON.stringify(world));

/** Restores a saved world; false (and the seed stays) when there is none or it is unreadable. */
export function loadMockWorld(storage: Storage): boolean {
  try {
    const saved = JSON.parse(storage.getItem(MOCK_WORLD_KEY) ?? 'null');
    if (saved) Object.assign(world, saved);
    return !!saved;
  } catch {
    return false;
  }
}
