import type { EmailDelivery, EmailKind } from '../../api/enhancedApi';

/** Each kind of e-mail (openapi.yaml EmailKind) as the profile names it, in this order. */
export const EMAIL_KINDS: { kind: EmailKind; label: string }[] = [
  { kind: 'messages', label: 'Messages' },
  { kind: 'claims', label: 'Claims and hand-over' },
  { kind: 'matches', label: 'Matches and saved searches' },
];

/** The kind inside a sentence: "e-mails about claims and hand-over". */
export const emailKindInSentence = (kind: EmailKind): string =>
  (EMAIL_KINDS.find((k) => k.kind === kind)?.label ?? kind).toLowerCase();

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
