import type { EmailDelivery } from '../../db/types';

export type { EmailDelivery };

/** docs/product.md#e-mail: the three kinds of e-mail a person chooses a delivery for. */
export const EMAIL_KINDS = ['messages', 'claims', 'matches'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export type EmailPreferences = Record<EmailKind, EmailDelivery>;

export const DEFAULT_PREFERENCES: Readonly<EmailPreferences> = Object.freeze({
  messages: 'digest',
  claims: 'instant',
  matches: 'instant',
});

/**
 * What a person sets on the profile (openapi.yaml EmailPreferences): the choice per kind, and
 * whether they want the daily digest of possible matches (docs/product.md#matching), on until
 * they turn it off.
 */
export type EmailSettings = EmailPreferences & { matchDigest: boolean };
export const DEFAULT_MATCH_DIGEST = true;

/**
 * What an unsubscribe link stops (openapi.yaml UnsubscribeKind): a kind of e-mail, or the daily
 * digest of possible matches, whose mail carries a link of its own so that stopping the list
 * leaves the alerts as chosen. The order is the token's bit order: only append.
 */
export const UNSUBSCRIBE_KINDS = [...EMAIL_KINDS, 'matchDigest'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** How mail names each kind ("You get this e-mail about …"). */
export const KIND_LABELS: Readonly<Record<EmailKind, string>> = Object.freeze({
  messages: 'new messages',
  claims: 'claims and hand-overs',
  matches: 'possible matches and saved-search alerts',
});

// Notification type → kind (docs/product.md#e-mail). Claims, keepers, hand-over codes and
// returns are all stored as 'item'. Any other type ('info', …) is never mailed.
const KIND_OF_TYPE: Readonly<Record<string, EmailKind>> = Object.freeze({
  item: 'claims',
  message: 'messages',
  match: 'matches',
  'saved-search': 'matches',
});

export const emailKindOf = (type: string): EmailKind | undefined =>
  Object.hasOwn(KIND_OF_TYPE, type) ? KIND_OF_TYPE[type] : undefined;

/** "new messages", "new messages and claims and hand-overs". */
export const kindsText = (kinds: readonly EmailKind[]): string =>
  kinds.map((k) => KIND_LABELS[k]).join(' and ');
