import type { Schemas } from '../contract/operations';

export type PostedWithin = Schemas['PostedWithin'];

/** How far back each "posted within" reaches (docs/product.md#browse-filters). */
export const POSTED_WITHIN_DAYS: Record<PostedWithin, number> = { week: 7, month: 30, term: 120 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest posting time (ISO-8601, which sorts as text) that is within `within` of `now`. */
export const postedSince = (within: PostedWithin, now: number = Date.now()): string =>
  new Date(now - POSTED_WITHIN_DAYS[within] * DAY_MS).toISOString();

/** Every "posted within" that a time posted at `postedAt` is within, seen from `now`. */
export const windowsHolding = (postedAt: string, now: number = Date.now()): PostedWithin[] =>
  (Object.keys(POSTED_WITHIN_DAYS) as PostedWithin[]).filter(
    (within) => postedAt >= postedSince(within, now),
  );
