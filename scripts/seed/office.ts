import { newId } from '../../server/lib/ids';
import { takeRefNos } from '../../server/modules/items/repository';
import { DESKS, type DeskKey, type SeededDesk } from './desks';
import type { Db } from '../../server/db';
import type { ItemsTable } from '../../server/db/types';

/*
 * The office's demo world (docs/product.md#office): Found items in custody at the desks, walk-in
 * items, ownership questions with pending claims, Claimed items waiting for the hand-over, items
 * past their category's retention, Returned and disposed items spread over the year, with the
 * history, notifications and conversations those steps leave behind. Fixed data, with times
 * relative to the run, so every run builds the same world.
 */

type Who = 'admin' | 'kim' | 'kai' | 'sam' | 'alice' | 'bob' | 'chen' | 'dana';
const EMAILS: Record<Who, string> = {
  admin: 'admin@lostfound.local',
  kim: 'keeper@lostfound.local',
  kai: 'keeper2@lostfound.local',
  sam: 'student@lostfound.local',
  alice: 'alice@lostfound.local',
  bob: 'bob@lostfound.local',
  chen: 'chen@lostfound.local',
  dana: 'dana@lostfound.local',
};
const NAMES: Record<Who, string> = {
  admin: 'Ada Admin',
  kim: 'Kim Keeper',
  kai: 'Kai Keeper',
  sam: 'Sam Student',
  alice: 'Alice Moreno',
  bob: 'Bob Okafor',
  chen: 'Chen Wei',
  dana: 'Dana Fischer',
};

type Claim = {
  by: Who;
  answers: string[];
  status: 'pending' | 'approved' | 'declined';
  /** Days ago it was filed, and decided. */
  ago: number;
  decidedAgo?: number;
};

type Spec = {
  key: string;
  title: string;
  description: string;
  category: string;
  location: string;
  desk: DeskKey;
  shelf: string;
  keeper: 'kim' | 'kai';
  /** The poster, or the finder of a walk-in item (posted by the keeper). */
  by: Who | { finder: string; contact?: string };
  /** Days since it was posted. */
  ago: number;
  /** Days since its label was printed; absent: never. */
  labelled?: number;
  questions?: [question: string, expectedAnswer: string][];
  claims?: Claim[];
  /** An immediate claim (no questions) this many days ago. */
  claimed?: { by: Who; ago: number };
  /** Days ago the keeper made a hand-over code. */
  code?: number;
  /** Handed over this many days after it was posted. */
  returnedAfter?: number;
  disposed?: { after: number; method: 'donated' | 'discarded' | 'transferred'; note: string };
};

const ITEMS: Spec[] = [
  // In custody, unclaimed.
  {
    key: 'charger',
    title: 'Black Lenovo laptop charger',
    description: 'USB-C laptop charger, 65 W, black, with a short cable tie.',
    category: 'Electronics',
    location: 'Main library, 2nd floor',
    desk: 'library',
    shelf: 'Shelf A1',
    keeper: 'kim',
    by: 'alice',
    ago: 6,
    labelled: 5.8,
  },
  {
    key: 'backpack',
    title: 'Blue Jansport backpack',
    description: 'Navy blue Jansport backpack with a keyring and two notebooks inside.',
    category: 'Bags',
    location: 'Library reading room',
    desk: 'library',
    shelf: 'Bin 1',
    keeper: 'kim',
    by: { finder: 'Jordan Lee', contact: 'jordan.lee@student.lostfound.local' },
    ago: 2,
  },
  {
    key: 'calculator',
    title: 'Silver Casio calculator',
    description: 'Casio scientific calculator, silver, initials scratched on the back.',
    category: 'Electronics',
    location: 'Science block lecture hall B',
    desk: 'union',
    shelf: 'Shelf C1',
    keeper: 'kai',
    by: { finder: 'Priya Nair', contact: '+1 555 0142' },
    ago: 1,
  },
  {
    key: 'housekeys',
    title: 'House keys on a red lanyard',
    description: 'Three keys on a red university lanyard.',
    category: 'Keys',
    location: 'Main gate',
    desk: 'security',
    shelf: 'Safe',
    keeper: 'kai',
    by: 'bob',
    ago: 4,
    labelled: 3.9,
  },
  {
    key: 'hoodie',
    title: 'Grey Nike hoodie',
    description: 'Grey Nike hoodie, size M, left on a bench.',
    category: 'Clothing',
    location: 'Gym changing rooms',
    desk: 'security',
    shelf: 'Shelf B4',
    keeper: 'kai',
    by: { finder: 'Marco Rossi' },
    ago: 3,
  },
  {
    key: 'thermos',
    title: 'Green thermos flask',
    description: 'Green steel thermos flask with a dented lid.',
    category: 'Water Bottles',
    location: 'Cafeteria near the entrance',
    desk: 'union',
    shelf: 'Bin 4',
    keeper: 'kim',
    by: 'chen',
    ago: 9,
    labelled: 8.7,
  },
  {
    key: 'textbook',
    title: 'Organic chemistry textbook',
    description: 'Organic Chemistry, 8th edition, with pencil notes in chapter 4.',
    category: 'Books',
    location: 'Chemistry building lab',
    desk: 'library',
    shelf: 'Shelf A2',
    keeper: 'kim',
    by: 'dana',
    ago: 12,
    labelled: 11.5,
  },
  {
    key: 'studentcard',
    title: 'Student card (M. Okoye)',
    description: 'Student card with a photo, name M. Okoye.',
    category: 'ID Cards',
    location: 'Student union cafe',
    desk: 'union',
    shelf: 'Cabinet 2',
    keeper: 'kim',
    by: { finder: 'Ana Silva', contact: 'ana.silva@student.lostfound.local' },
    ago: 0.2,
  },
  // Ownership questions with claims waiting for review.
  {
    key: 'phone',
    title: 'Black Samsung phone in a leather case',
    description: 'Samsung phone in a brown leather flip case, battery flat.',
    category: 'Electronics',
    location: 'Lecture theatre block',
    desk: 'security',
    shelf: 'Safe',
    keeper: 'kai',
    by: 'bob',
    ago: 5,
    labelled: 4.8,
    questions: [
      ['What is the lock screen picture?', 'A dog on a beach'],
      ['What colour is the inside of the case?', 'Red'],
    ],
    claims: [
      { by: 'sam', answers: ['My dog Max at the beach', 'Red'], status: 'pending', ago: 2 },
      { by: 'dana', answers: ['A sunset', 'Brown'], status: 'pending', ago: 1 },
    ],
  },
  {
    key: 'wallet',
    title: 'Brown leather wallet',
    description: 'Brown leather wallet with some cash and bank cards.',
    category: 'Bags',
    location: 'Parking lot C',
    desk: 'security',
    shelf: 'Shelf B3',
    keeper: 'kai',
    by: { finder: 'Tom Becker', contact: '+1 555 0177' },
    ago: 7,
    labelled: 6.9,
    questions: [['Which bank card is inside?', 'Campus Credit Union']],
    claims: [
      { by: 'chen', answers: ['A Visa card'], status: 'declined', ago: 6, decidedAgo: 5 },
      { by: 'alice', answers: ['A Campus Credit Union debit card'], status: 'pending', ago: 3 },
    ],
  },
  {
    key: 'ring',
    title: 'Silver ring with an engraving',
    description: 'Thin silver ring, engraved on the inside.',
    category: 'Other',
    location: 'Music building practice rooms',
    desk: 'union',
    shelf: 'Cabinet 2',
    keeper: 'kim',
    by: 'alice',
    ago: 10,
    labelled: 9.5,
    questions: [['What is engraved inside?', 'A & J 2019']],
    claims: [{ by: 'sam', answers: ['A & J 2019'], status: 'pending', ago: 1 }],
  },
  // Claimed, waiting for the hand-over at the counter.
  {
    key: 'airpods',
    title: 'White AirPods case',
    description: 'AirPods charging case, white, with a small scratch on the lid.',
    category: 'Electronics',
    location: 'Computer centre',
    desk: 'library',
    shelf: 'Bin 2',
    keeper: 'kim',
    by: 'chen',
    ago: 8,
    labelled: 7.5,
    claimed: { by: 'sam', ago: 3 },
  },
  {
    key: 'carkeys',
    title: 'Car keys with a Toyota fob',
    description: 'Toyota car key with a remote fob and a small torch on the ring.',
    category: 'Keys',
    location: 'Parking lot C',
    desk: 'security',
    shelf: 'Safe',
    keeper: 'kai',
    by: { finder: 'Lena Park' },
    ago: 6,
    labelled: 5.9,
    questions: [['What is on the keyring besides the keys?', 'A small torch']],
    claims: [
      { by: 'dana', answers: ['A little flashlight'], status: 'approved', ago: 3, decidedAgo: 2 },
    ],
    code: 0.1,
  },
  {
    key: 'umbrella',
    title: 'Yellow umbrella',
    description: 'Large yellow golf umbrella with a wooden handle.',
    category: 'Clothing',
    location: 'Student union cafe',
    desk: 'union',
    shelf: 'Bin 4',
    keeper: 'kim',
    by: 'bob',
    ago: 4,
    claimed: { by: 'alice', ago: 1 },
  },
  // Past their category's retention (90 days unless an admin changed it), or nearly.
  {
    key: 'scarf',
    title: 'Blue knitted scarf',
    description: 'Long blue knitted scarf with white stripes.',
    category: 'Clothing',
    location: 'Library reading room',
    desk: 'library',
    shelf: 'Shelf B1',
    keeper: 'kim',
    by: { finder: 'Library volunteer' },
    ago: 130,
    labelled: 129,
  },
  {
    key: 'pinkbottle',
    title: 'Pink water bottle',
    description: 'Pink plastic water bottle with stickers.',
    category: 'Water Bottles',
    location: 'Sports field bleachers',
    desk: 'security',
    shelf: 'Bin 3',
    keeper: 'kai',
    by: 'dana',
    ago: 112,
    labelled: 110,
  },
  {
    key: 'librarycard',
    title: 'Library card (R. Gomez)',
    description: 'Public library card in the name of R. Gomez.',
    category: 'ID Cards',
    location: 'Main library',
    desk: 'library',
    shelf: 'Bin 1',
    keeper: 'kim',
    by: 'sam',
    ago: 96,
    labelled: 95,
  },
  {
    key: 'cap',
    title: 'Black baseball cap',
    description: 'Black cap with a small white logo.',
    category: 'Clothing',
    location: 'Art studios',
    desk: 'union',
    shelf: 'Shelf C1',
    keeper: 'kim',
    by: { finder: 'Noor Haddad', contact: 'noor.haddad@student.lostfound.local' },
    ago: 150,
    labelled: 148,
  },
  {
    key: 'labmanual',
    title: 'Physics 101 lab manual',
    description: 'Spiral-bound lab manual with a name crossed out on the cover.',
    category: 'Books',
    location: 'Science block',
    desk: 'library',
    shelf: 'Shelf A2',
    keeper: 'kim',
    by: 'chen',
    ago: 101,
  },
  {
    key: 'gloves',
    title: 'Grey wool gloves',
    description: 'A pair of grey wool gloves.',
    category: 'Clothing',
    location: 'Main gate',
    desk: 'security',
    shelf: 'Bin 3',
    keeper: 'kai',
    by: { finder: 'Facilities staff' },
    ago: 86,
    labelled: 85,
  },
  {
    key: 'sketchbook',
    title: 'Sketchbook with charcoal drawings',
    description: 'A4 sketchbook, most pages used, charcoal portraits.',
    category: 'Books',
    location: 'Art studios',
    desk: 'union',
    shelf: 'Cabinet 2',
    keeper: 'kim',
    by: 'alice',
    ago: 88,
    labelled: 87,
  },
  // Disposed of after their retention.
  {
    key: 'oldjacket',
    title: 'Red rain jacket',
    description: 'Red rain jacket, size L.',
    category: 'Clothing',
    location: 'Sports centre',
    desk: 'security',
    shelf: 'Shelf B4',
    keeper: 'kai',
    by: { finder: 'Gym staff' },
    ago: 220,
    labelled: 219,
    disposed: { after: 95, method: 'donated', note: 'to the Red Cross' },
  },
  {
    key: 'oldidcard',
    title: 'Staff ID card (P. Lind)',
    description: 'Staff ID card found near the main entrance.',
    category: 'ID Cards',
    location: 'Main entrance',
    desk: 'library',
    shelf: 'Bin 1',
    keeper: 'kim',
    by: 'bob',
    ago: 160,
    labelled: 159,
    disposed: { after: 92, method: 'transferred', note: 'to the card office' },
  },
  // Returned, spread over the year, a few days to a few weeks after they were posted.
  ...(
    [
      [
        'laptop',
        'Grey Dell laptop',
        'Electronics',
        'Engineering building lab 3',
        330,
        3,
        'bob',
        'chen',
        false,
      ],
      [
        'keyring',
        'Bike key on a green keyring',
        'Keys',
        'Sports centre',
        300,
        9,
        'sam',
        'dana',
        false,
      ],
      [
        'purse',
        'Black purse with a gold clasp',
        'Bags',
        'Cafeteria near the entrance',
        270,
        2,
        'alice',
        'sam',
        true,
      ],
      [
        'novel',
        'Paperback novel with a bookmark',
        'Books',
        'Library reading room',
        240,
        14,
        'chen',
        'alice',
        false,
      ],
      [
        'earbuds',
        'Sony earbuds in a black case',
        'Electronics',
        'Computer centre',
        210,
        5,
        'dana',
        'bob',
        true,
      ],
      ['jacket', 'Denim jacket', 'Clothing', 'Student union cafe', 185, 21, 'sam', 'chen', false],
      [
        'glasses',
        'Reading glasses in a blue case',
        'Other',
        'Lecture theatre block',
        150,
        4,
        'bob',
        'dana',
        false,
      ],
      [
        'tumbler',
        'Steel tumbler with a bamboo lid',
        'Water Bottles',
        'Science block',
        120,
        7,
        'alice',
        'sam',
        false,
      ],
      [
        'drivinglicence',
        'Driving licence (S. Student)',
        'ID Cards',
        'Parking lot C',
        95,
        1.5,
        'chen',
        'sam',
        true,
      ],
      [
        'tablet',
        'Samsung tablet in a grey sleeve',
        'Electronics',
        'Main library, 2nd floor',
        70,
        11,
        'dana',
        'alice',
        true,
      ],
      ['gymbag', 'Adidas gym bag', 'Bags', 'Gym changing rooms', 45, 6, 'bob', 'chen', false],
      ['watch', 'Casio digital watch', 'Other', 'Music building', 20, 2.5, 'alice', 'bob', false],
    ] as const
  ).map(([key, title, category, location, ago, after, by, claimant, questions], n): Spec => ({
    key,
    title,
    description: `${title}, handed in at the office.`,
    category,
    location,
    desk: (['library', 'security', 'union'] as const)[n % 3],
    shelf: DESKS[n % 3].storage[n % DESKS[n % 3].storage.length],
    keeper: n % 3 === 1 ? 'kai' : 'kim',
    by,
    ago,
    labelled: ago - 0.2,
    ...(questions
      ? {
          questions: [['Describe something only the owner would know.', 'Any detail']],
          claims: [
            {
              by: claimant,
              answers: ['A detail only I know'],
              status: 'approved',
              ago: ago - after / 2,
              decidedAgo: ago - after / 2 - 0.2,
            },
          ],
        }
      : { claimed: { by: claimant, ago: ago - after / 2 } }),
    returnedAfter: after,
  })),
];

type Conversation = {
  item: string;
  starter: Who;
  /** [sender, text, days ago]; the other participant is the item's poster. */
  messages: [Who, string, number][];
  /** The last message is still unread by its receiver. */
  unread: boolean;
};

const CONVERSATIONS: Conversation[] = [
  {
    item: 'phone',
    starter: 'sam',
    messages: [
      ['sam', 'Hi Bob, I think this is my phone. I lost it in the lecture theatre on Monday.', 2.2],
      ['bob', 'Hi Sam, I handed it in at Campus Security. Did you file a claim?', 2.1],
      ['sam', 'Yes, I answered the questions just now.', 2],
      ['bob', 'Great, they will review it. Good luck!', 0.3],
    ],
    unread: true,
  },
  {
    item: 'ring',
    starter: 'dana',
    messages: [
      ['dana', 'Is the ring gold or silver?', 9],
      ['alice', 'Silver, with an engraving inside.', 8.8],
      ['dana', 'Ah, not mine then. Thanks anyway!', 8.7],
    ],
    unread: false,
  },
  {
    item: 'airpods',
    starter: 'sam',
    messages: [
      ['sam', 'Thank you for handing in my AirPods case!', 2.9],
      ['chen', 'No problem. The Library desk has it.', 2.5],
      ['sam', 'I will pick it up tomorrow morning.', 2.4],
      ['chen', 'Bring your student card, they check it at the counter.', 0.5],
    ],
    unread: true,
  },
  {
    item: 'umbrella',
    starter: 'alice',
    messages: [
      ['alice', 'That is my umbrella! When can I collect it?', 1],
      ['bob', 'The Student Union desk keeps it, Monday to Friday 10:00-18:00.', 0.8],
    ],
    unread: true,
  },
];

type Event = { at: number; actor: string | null; action: string; details: string };
type Notice = {
  user: string;
  message: string;
  at: number;
  itemId: string;
  link: string;
  type?: 'message';
  unread?: boolean;
};

/** Whether the office world is there already: one of its items at one of the demo desks. */
export async function officeSeeded(db: Db, desks: Map<DeskKey, SeededDesk>): Promise<boolean> {
  const ids = [...desks.values()].map((d) => d.id);
  const row = await db
    .selectFrom('items')
    .select('id')
    .where('desk_id', 'in', ids)
    .where(
      'title',
      'in',
      ITEMS.map((i) => i.title),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function seedOffice(
  db: Db,
  categories: Map<string, string>,
  users: Map<string, string>,
  desks: Map<DeskKey, SeededDesk>,
): Promise<void> {
  const nowMs = Date.now();
  const iso = (daysAgo: number) => new Date(nowMs - Math.round(daysAgo * 86_400_000)).toISOString();
  const id = (who: Who) => users.get(EMAILS[who]) as string;
  const itemIds = new Map<string, string>();
  const notices: Notice[] = [];
  const itemLink = (itemId: string) => `/items/${itemId}`;
  let claims = 0;

  // Oldest first, so references follow the posting order among these items.
  for (const spec of [...ITEMS].sort((a, b) => b.ago - a.ago)) {
    const itemId = newId();
    itemIds.set(spec.key, itemId);
    const desk = desks.get(spec.desk) as SeededDesk;
    const keeper = id(spec.keeper);
    const walkIn = typeof spec.by === 'object' ? spec.by : null;
    const poster = walkIn ? keeper : id(spec.by as Who);
    const events: Event[] = [];
    const event = (at: number, actor: string | null, action: string, details = '') =>
      events.push({ at, actor, action, details });
    const notify = (user: string, message: string, at: number) =>
      notices.push({ user, message, at, itemId, link: itemLink(itemId) });

    event(spec.ago, poster, 'posted', 'Found');
    if (walkIn) {
      event(spec.ago - 0.002, keeper, 'handed-in', desk.name);
    } else {
      event(spec.ago - 0.1, id('admin'), 'keeper-assigned', NAMES[spec.keeper]);
      event(spec.ago - 0.15, keeper, 'moved', desk.name);
    }
    event(spec.ago - 0.16, keeper, 'stored', spec.shelf);
    if (spec.questions) {
      const n = spec.questions.length;
      event(
        spec.ago - 0.17,
        walkIn ? keeper : poster,
        'questions-set',
        `${n} ownership question${n === 1 ? '' : 's'} set`,
      );
    }
    // Printed once the item was stored.
    const labelled = spec.labelled === undefined ? null : Math.min(spec.labelled, spec.ago - 0.2);
    if (labelled !== null) event(labelled, keeper, 'labelled');

    let claimant: Who | null = null;
    let claimedAt: number | null = null;
    const reviewers = [...new Set([poster, keeper])];
    for (const claim of spec.claims ?? []) {
      const who = NAMES[claim.by];
      event(claim.ago, id(claim.by), 'claim-submitted', `Claim by ${who}, waiting for review`);
      for (const r of reviewers) {
        notify(
          r,
          `${who} claimed "${spec.title}" and answered its questions: review the claim.`,
          claim.ago,
        );
      }
      if (claim.status === 'pending') continue;
      const at = claim.decidedAgo as number;
      event(at, keeper, `claim-${claim.status}`, `Claim by ${who} ${claim.status}`);
      if (claim.status === 'approved') {
        claimant = claim.by;
        claimedAt = at;
        notify(
          id(claim.by),
          `Your claim on "${spec.title}" was approved. Arrange the hand-over with the finder.`,
          at,
        );
        if (poster !== keeper) {
          notify(poster, `${NAMES[spec.keeper]} approved ${who}'s claim on "${spec.title}".`, at);
        }
      } else {
        notify(id(claim.by), `Your claim on "${spec.title}" was declined.`, at);
      }
    }
    if (spec.claimed) {
      claimant = spec.claimed.by;
      claimedAt = spec.claimed.ago;
      event(claimedAt, id(claimant), 'claimed', `Claimed by ${NAMES[claimant]}`);
      notify(poster, `${NAMES[claimant]} claimed your item "${spec.title}".`, claimedAt);
    }
    const returnedAgo = spec.returnedAfter !== undefined ? spec.ago - spec.returnedAfter : null;
    const codeAt = returnedAgo !== null ? returnedAgo + 0.005 : spec.code;
    if (claimant && codeAt !== undefined) {
      event(codeAt, keeper, 'code-generated');
      notify(
        id(claimant),
        `A hand-over code was generated for "${spec.title}". Ask the person handing it over for the code.`,
        codeAt,
      );
    }
    if (claimant && returnedAgo !== null) {
      event(returnedAgo, id(claimant), 'returned');
      for (const r of reviewers) {
        notify(r, `"${spec.title}" was handed over and marked as Returned.`, returnedAgo);
      }
    }
    const disposedAgo = spec.disposed ? spec.ago - spec.disposed.after : null;
    if (spec.disposed && disposedAgo !== null) {
      const { method, note } = spec.disposed;
      event(disposedAgo, keeper, 'disposed', note ? `${method}: ${note}` : method);
    }

    const status: ItemsTable['status'] =
      returnedAgo !== null ? 'Returned' : claimant ? 'Claimed' : 'Found';
    const lastAt = Math.min(...events.map((e) => e.at));
    await db
      .insertInto('items')
      .values({
        id: itemId,
        title: spec.title,
        description: spec.description,
        status,
        category_id: categories.get(spec.category) as string,
        location: spec.location,
        image_key: null,
        posted_by_id: poster,
        keeper_id: keeper,
        claimed_by_id: claimant ? id(claimant) : null,
        claimed_from_status: claimant ? 'Found' : null,
        is_active: spec.disposed ? 0 : 1,
        created_at: iso(spec.ago),
        updated_at: iso(lastAt),
        returned_at: returnedAgo !== null ? iso(returnedAgo) : null,
        ref_no: await takeRefNos(db),
        ownership_json: JSON.stringify(
          (spec.questions ?? []).map(([question, expectedAnswer]) => ({
            question,
            expectedAnswer,
          })),
        ),
        storage_location: spec.shelf,
        desk_id: desk.id,
        labelled_at: labelled !== null ? iso(labelled) : null,
        finder_name: walkIn?.finder ?? null,
        finder_contact: walkIn?.contact ?? null,
        ...(spec.disposed && disposedAgo !== null
          ? {
              disposal_method: spec.disposed.method,
              disposal_note: spec.disposed.note,
              disposed_at: iso(disposedAgo),
            }
          : {}),
      })
      .execute();
    // In the order they happened: the history reads them by insertion order.
    for (const e of events.sort((a, b) => b.at - a.at)) {
      await db
        .insertInto('item_events')
        .values({
          item_id: itemId,
          actor_id: e.actor,
          action: e.action,
          details: e.details,
          created_at: iso(e.at),
        })
        .execute();
    }
    for (const claim of spec.claims ?? []) {
      claims++;
      await db
        .insertInto('item_claims')
        .values({
          id: newId(),
          item_id: itemId,
          claimant_id: id(claim.by),
          answers_json: JSON.stringify(claim.answers),
          status: claim.status,
          created_at: iso(claim.ago),
          decided_at: claim.decidedAgo !== undefined ? iso(claim.decidedAgo) : null,
          decided_by_id: claim.status === 'pending' ? null : keeper,
        })
        .execute();
    }
  }

  for (const c of CONVERSATIONS) {
    const itemId = itemIds.get(c.item) as string;
    const item = await db
      .selectFrom('items')
      .select(['posted_by_id', 'title'])
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    const conversationId = newId();
    const [, lastText, lastAgo] = c.messages[c.messages.length - 1];
    await db
      .insertInto('conversations')
      .values({
        id: conversationId,
        item_id: itemId,
        starter_id: id(c.starter),
        last_message_content: lastText,
        last_message_at: iso(lastAgo),
        created_at: iso(c.messages[0][2]),
        updated_at: iso(lastAgo),
      })
      .execute();
    await db
      .insertInto('conversation_participants')
      .values([
        { conversation_id: conversationId, user_id: id(c.starter) },
        { conversation_id: conversationId, user_id: item.posted_by_id },
      ])
      .execute();
    for (const [n, [sender, content, ago]] of c.messages.entries()) {
      const unread = c.unread && n === c.messages.length - 1;
      await db
        .insertInto('messages')
        .values({
          id: newId(),
          conversation_id: conversationId,
          sender_id: id(sender),
          content,
          is_read: unread ? 0 : 1,
          created_at: iso(ago),
        })
        .execute();
      const receiver = sender === c.starter ? item.posted_by_id : id(c.starter);
      notices.push({
        user: receiver,
        message: `New message from ${NAMES[sender]} about "${item.title}"`,
        at: ago,
        itemId,
        type: 'message',
        link: `/messages/${conversationId}`,
        unread,
      });
    }
  }

  // Notifications newer than two days are still unread; a message's is read once its message is.
  for (const n of notices.sort((a, b) => b.at - a.at)) {
    const unread = n.type === 'message' ? n.unread : n.at < 2;
    await db
      .insertInto('notifications')
      .values({
        id: newId(),
        user_id: n.user,
        message: n.message,
        type: n.type ?? 'item',
        item_id: n.itemId,
        link: n.link,
        is_read: unread ? 0 : 1,
        created_at: iso(n.at),
      })
      .execute();
  }
  console.log(
    `Office: ${ITEMS.length} items at ${desks.size} desks, ${claims} claims, ` +
      `${CONVERSATIONS.length} conversations, ${notices.length} notifications.`,
  );
}
