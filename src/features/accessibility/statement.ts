/**
 * docs/accessibility.md: the statement's texts. The contact address is the campus settings'
 * (docs/product.md#desks).
 */

export type StatementSection = { heading: string; paragraphs?: string[]; points?: string[] };

export const statementSections: StatementSection[] = [
  {
    heading: 'Conformance',
    paragraphs: [
      'The Lost & Found portal aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which includes WCAG 2.1 AA. We consider it substantially conformant: the limitations below are known and being worked on.',
    ],
  },
  {
    heading: 'How it is tested',
    points: [
      'Automated checks with axe-core on every route, for visitors, users, keepers and administrators, in the light and dark themes, on a desktop (1440×900) and a phone (390×844) screen, with the main dialogs open. They run on every change and must report no WCAG A or AA violation.',
      'Keyboard-only journeys run on every change: searching and opening an item, claiming it, sending a message, posting an item with a photo, and deactivating a user as an administrator.',
      'Colour contrast of the theme is checked in unit tests (4.5:1 for text, 3:1 for focus rings and large text).',
    ],
  },
  {
    heading: 'What you can expect',
    points: [
      'Every control can be reached and used with the keyboard, and shows a visible focus ring.',
      'After you move to another page, focus starts at its main heading and the browser tab names the page.',
      'New messages and notifications are announced by screen readers; Alt+T moves focus to the notifications, which stay while they have focus.',
    ],
  },
  {
    heading: 'Known limitations',
    points: [
      'Item photos are described only by the item’s title: posters cannot yet add their own description of a photo.',
      'The weekly activity chart on the administrators’ overview is summarised by the counters beside it, not described point by point.',
      'Texts written by users (item descriptions, messages) are shown as written; we cannot guarantee they are clear or plain.',
    ],
  },
];
