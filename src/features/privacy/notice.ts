/**
 * docs/product.md#privacy: the privacy notice's texts (`/privacy`). The contact address is the
 * campus settings' (docs/product.md#desks).
 */
export type NoticeRow = { what: string; detail: string };
export type NoticeSection = { heading: string; intro?: string; rows: NoticeRow[] };

export const noticeSections: NoticeSection[] = [
  {
    heading: 'What we store',
    rows: [
      {
        what: 'Your account',
        detail:
          'Your name, e-mail address and role, when you joined, and whether the account is verified and active. Your password is stored only as a one-way hash; nobody can read it back.',
      },
      {
        what: 'Sign-ins',
        detail:
          'When each sign-in started and when it ends. The session token stays on your device; we keep only a fingerprint of it.',
      },
      {
        what: 'Items you post',
        detail:
          'Title, description, category, place, status and photo. Photos are re-encoded and every hidden metadata block (camera, GPS position) is removed. For found items: the ownership questions and their expected answers, and where the office stores the item.',
      },
      {
        what: 'Claims',
        detail:
          'Which item you claimed, and your answers to its ownership questions when the office asks them.',
      },
      {
        what: 'Conversations',
        detail: 'The messages you send and receive about an item, with their times.',
      },
      {
        what: 'Notifications and settings',
        detail: 'Your notifications, your saved searches ("Alert me") and your e-mail choices.',
      },
      {
        what: 'Server logs',
        detail:
          'Each request: its time, address, path, result and the id of the signed-in account. Never a password, a session token or a code.',
      },
      {
        what: 'Backups',
        detail: 'Nightly copies of all of the above, to restore the portal after a failure.',
      },
    ],
  },
  {
    heading: 'How long we keep it',
    rows: [
      {
        what: 'Your account',
        detail:
          'Until it is erased (below). Deleting your account deactivates it: you can no longer sign in, and your data stays until an erasure. An account that was never verified is deleted 7 days after its last sign-up.',
      },
      {
        what: 'Items',
        detail:
          'Until you delete them; a deleted item is hidden from everyone but you and the administrators, who keep its history as the record of what happened to the object.',
      },
      {
        what: 'Found items nobody claims',
        detail:
          "The lost-and-found office disposes of them (donated, discarded or passed on) after their category's retention period, 90 days unless the office sets another. The record says how and when it left.",
      },
      {
        what: 'Messages and notifications',
        detail:
          'As long as your account exists; the other person keeps their copy of a conversation.',
      },
      {
        what: 'Codes and sign-ins',
        detail:
          'Codes expire after 10 to 15 minutes; a sign-in ends after 30 days or when you log out.',
      },
      {
        what: 'Server logs and backups',
        detail:
          'As long as the campus IT keeps them (backups: the 14 newest nights in the recommended setup). Data erased from the portal disappears from backups as the older copies are deleted.',
      },
    ],
  },
  {
    heading: 'Who can see what',
    rows: [
      {
        what: 'Everyone, even without an account',
        detail:
          "An item's title, description, category, place, status, photo, reference and ownership questions, and the poster's name. Never your e-mail address.",
      },
      {
        what: "The item's people",
        detail:
          'Where the office stores a found item: its poster, its claimant, keepers and administrators. The answers to ownership questions: only the people who review the claim (the poster, the keeper and administrators).',
      },
      {
        what: 'Conversations',
        detail: 'Only the two people in it. Administrators can read conversations to stop abuse.',
      },
      {
        what: 'Keepers and administrators',
        detail:
          'Keepers are staff; their names and e-mail addresses are shown to signed-in users. Administrators see accounts, items, conversations and the audit log of every administrative action.',
      },
    ],
  },
  {
    heading: 'Your copy and your erasure',
    rows: [
      {
        what: 'Get a copy',
        detail:
          'On your profile, "Download my data" saves everything the portal holds about you as one JSON file, at any time.',
      },
      {
        what: 'Ask for erasure',
        detail:
          'Write to the address below or to a portal administrator. An administrator erases your account: your name becomes "Deleted user", your e-mail address, password, notifications, saved searches and settings are removed, your messages read "[deleted]", and your photos are deleted. Items someone else depends on (a claim, a conversation, an item held by the office) stay without your photo and description, so their case can be finished. The audit log records that an erasure happened, not what was erased.',
      },
    ],
  },
];
