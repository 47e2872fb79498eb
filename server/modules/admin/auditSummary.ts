/**
 * An audit entry's change in a sentence (docs/product.md#audit-log): one per action the code
 * records, else a generic "Field: before → after" list of the changed fields.
 */
export type Change = Record<string, unknown> | null;
/** The target's name as the log shows it, and a user's name by id (keepers, claimants). */
export type SummaryContext = { targetName: string; userName: (id: string) => string | undefined };

/** Fields that hold people by id (a keeper, a desk's keepers, a claimant): shown by name. */
const PERSON_KEY = /(keeper|claimedBy|user)Ids?$/;

/**
 * A value as a person reads it: names for user ids (one or a list), "none" for nothing, lists
 * joined. Never cut: a reason or a note is read in full, on screen and in the CSV.
 */
export function showValue(value: unknown, key = '', names?: SummaryContext): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value))
    return value.length ? value.map((v) => showValue(v, key, names)).join(', ') : 'none';
  if (typeof value === 'string' && PERSON_KEY.test(key) && names) {
    return names.userName(value) ?? '(deleted)';
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `retentionDays` → "Retention days", `keeperId` → "Keeper", `keeperIds` → "Keepers". */
export const fieldLabel = (key: string) => {
  const words = key
    .replace(/Ids$/, 's')
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const days = (n: unknown) => `${String(n)} ${Number(n) === 1 ? 'day' : 'days'}`;

/** One changed field in words. */
function fieldChange(key: string, before: unknown, after: unknown, ctx: SummaryContext): string {
  if (key === 'name' && before !== undefined && after !== undefined) {
    return `Renamed: ${showValue(before)} → ${showValue(after)}`;
  }
  if (key === 'isActive' && typeof after === 'boolean') return after ? 'Activated' : 'Deactivated';
  if (key === 'retentionDays') {
    return before === undefined
      ? `Retention: ${days(after)}`
      : `Retention of ${ctx.targetName}: ${String(before)} → ${days(after)}`;
  }
  if (key === 'description' || key === 'photo' || key === 'image') {
    return `${fieldLabel(key)} changed`;
  }
  const label = fieldLabel(key);
  if (before === undefined) return `${label}: ${showValue(after, key, ctx)}`;
  if (after === undefined) return `${label}: ${showValue(before, key, ctx)} removed`;
  return `${label}: ${showValue(before, key, ctx)} → ${showValue(after, key, ctx)}`;
}

/** The generic sentence: every field that differs, in the order the entry lists them. */
export function changedFields(before: Change, after: Change, ctx: SummaryContext): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const parts = keys
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]))
    .map((k) => fieldChange(k, before?.[k], after?.[k], ctx));
  return parts.length ? parts.join('; ') : 'No change recorded';
}

type Summarize = (before: Change, after: Change, ctx: SummaryContext) => string;

const created =
  (what: string): Summarize =>
  (_b, after, ctx) => {
    const name = typeof after?.name === 'string' ? after.name : ctx.targetName;
    const rest = { ...after };
    delete rest.name;
    delete rest.isActive;
    delete rest.description;
    const extra = changedFields(null, rest, ctx);
    return `Created ${what} ${name}${extra === 'No change recorded' ? '' : ` (${extra})`}`;
  };

const erased: Summarize = (_b, after) =>
  `Personal data erased: ${showValue(after?.itemsRemoved)} items removed, ` +
  `${showValue(after?.itemsKept)} kept, ${showValue(after?.itemsBlanked)} blanked, ` +
  `${showValue(after?.messagesCleared)} messages cleared`;

const disposed: Summarize = (_b, after) => {
  const note = typeof after?.disposalNote === 'string' && after.disposalNote;
  return `Disposed: ${showValue(after?.disposalMethod)}${note ? ` (${showValue(note)})` : ''}`;
};

const released: Summarize = (before, after) => {
  const reason = typeof after?.reason === 'string' && after.reason;
  return `Claim released: ${showValue(before?.status)} → ${showValue(after?.status)}${
    reason ? ` (${showValue(reason)})` : ''
  }`;
};

/** Every action the portal records today (grep recordAudit), by name. */
const SENTENCES: Record<string, Summarize> = {
  'category.create': created('category'),
  'category.delete': () => 'Deactivated',
  'place.create': created('place'),
  'place.delete': (before, _a, ctx) =>
    `Deleted place ${typeof before?.name === 'string' ? before.name : ctx.targetName}`,
  'desk.create': created('desk'),
  'desk.delete': (before, _a, ctx) =>
    `Deleted desk ${typeof before?.name === 'string' ? before.name : ctx.targetName}`,
  'user.activate': () => 'Activated',
  'user.deactivate': () => 'Deactivated',
  'item.activate': () => 'Activated',
  'item.deactivate': () => 'Deactivated',
  'item.dispose': disposed,
  'item.label': () => 'Label printed',
  'item.assignKeeper': (before, after, ctx) =>
    `Keeper: ${showValue(before?.keeperId, 'keeperId', ctx)} → ${showValue(after?.keeperId, 'keeperId', ctx)}`,
  'claim.approve': () => 'Claim approved',
  'claim.decline': () => 'Claim declined',
  'claim.release': released,
  'user.erase': erased,
};

export function auditSummary(action: string, before: Change, after: Change, ctx: SummaryContext) {
  const sentence = SENTENCES[action];
  return sentence ? sentence(before, after, ctx) : changedFields(before, after, ctx);
}

/** User ids named inside an entry's change (a keeper, a desk's keepers, a claimant), to look their names up. */
export function userIdsIn(...changes: Change[]): string[] {
  return changes.flatMap((change) =>
    Object.entries(change ?? {}).flatMap(([k, v]) =>
      !PERSON_KEY.test(k)
        ? []
        : typeof v === 'string'
          ? [v]
          : Array.isArray(v)
            ? v.filter((id): id is string => typeof id === 'string')
            : [],
    ),
  );
}
