import type { EmailDelivery, EmailKind, UnsubscribeKind } from '../../api/enhancedApi';

/** Each kind of e-mail (openapi.yaml EmailKind) as the profile names it, in this order. */
export const EMAIL_KINDS: { kind: EmailKind; label: string }[] = [
  { kind: 'messages', label: 'Messages' },
  { kind: 'claims', label: 'Claims and hand-over' },
  { kind: 'matches', label: 'Matches and saved searches' },
];

/** The kind inside a sentence: "e-mails about claims and hand-over". */
export const emailKindInSentence = (kind: EmailKind): string =>
  (EMAIL_KINDS.find((k) => k.kind === kind)?.label ?? kind).toLowerCase();

/** What an unsubscribe link stopped: "e-mails about messages", "the daily digest of …". */
export const unsubscribedFrom = (kind: UnsubscribeKind): string =>
  kind === 'matchDigest'
    ? 'the daily digest of possible matches'
    : `e-mails about ${emailKindInSentence(kind)}`;

/** The daily digest of possible matches (openapi.yaml EmailPreferences.matchDigest). */
export const MATCH_DIGEST_TEXTS = {
  label: 'Daily digest of possible matches',
  help: 'Once a day, the found items that may be yours but did not match closely enough for an alert. It comes by e-mail as you chose for matches.',
} as const;

/** How a kind reaches the user (openapi.yaml EmailDelivery). */
export const EMAIL_DELIVERIES: { value: EmailDelivery; label: string }[] = [
  { value: 'instant', label: 'Instant e-mail' },
  { value: 'digest', label: 'Daily digest' },
  { value: 'off', label: 'In-app only' },
];

export const EMAIL_TEXTS = {
  title: 'E-mail notifications',
  saved: 'E-mail preferences saved.',
  invalidLink: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will no longer get these e-mails. You can change this any time on your',
} as const;
