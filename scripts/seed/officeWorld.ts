import { ACCOUNTS } from './accounts';
import { DESKS, type DeskKey } from './desks';

/*
 * The office's demo world as data (docs/product.md#desks-and-the-queue): who is who, the items
 * at the desks with their claims and hand-overs, and the conversations about them. Times are days
 * before the run; scripts/seed/office.ts writes it.
 */

export type Who = 'admin' | 'kim' | 'kai' | 'sam' | 'alice' | 'bob' | 'chen' | 'dana';
export const EMAILS: Record<Who, string> = {
  admin: 'admin@lostfound.local',
  kim: 'keeper@lostfound.local',
  kai: 'keeper2@lostfound.local',
  sam: 'student@lostfound.local',
  alice: 'alice@lostfound.local',
  bob: 'bob@lostfound.local',
  chen: 'chen@lostfound.local',
  dana: 'dana@lostfound.local',
};
/** Their names, as the demo accounts have them (scripts/seed/accounts.ts). */
export const NAMES = Object.fromEntries(
  Object.entries(EMAILS).map(([who, email]) => [
    who,
    ACCOUNTS.find((a) => a.email === email)!.name,
  ]),
) as Record<Who, string>;

export type Claim = {
  by: Who;
  answers: string[];
  status: 'pending' | 'approved' | 'declined';
  /** Days ago it was filed, and decided. */
  ago: number;
  decidedAgo?: number;
};

export type Spec = {
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

export const ITEMS: Spec[] = [
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

export type Conversation = {
  item: string;
  starter: Who;
  /** [sender, text, days ago]; the other participant is the item's poster. */
  messages: [Who, string, number][];
  /** The last message is still unread by its receiver. */
  unread: boolean;
};

export const CONVERSATIONS: Conversation[] = [
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
