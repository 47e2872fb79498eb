import { forbidden, notFound } from '../../errors';
import { nowIso } from '../../lib/ids';
import * as repo from './matchRepository';
import { LIST_THRESHOLD } from './score';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';
import type { Schemas } from '../../contract/operations';

/**
 * What the matches list reads of the items module, handed in by server/modules/index.ts: items
 * calls into matching (a hand-over closes matched reports, "I found this" saves a pair), so
 * matching imports nothing of items (no module cycle).
 */
export type MatchItemAccess = {
  /** The item as its page would find it for this caller (404 when it is not there for them). */
  visibleItem: (id: string, user: AuthUser) => Promise<MatchedItem>;
  /** Whether the caller acts for the office on it (docs/product.md#who-acts-for-the-office). */
  actsForOffice: (user: AuthUser, item: MatchedItem) => Promise<boolean>;
  /** The contract's Items of these ids (those that exist). */
  itemsByIds: (ids: string[]) => Promise<Schemas['Item'][]>;
  /** The 404 message of an item that is gone. */
  itemGone: string;
};

type MatchedItem = {
  is_active: number | boolean;
  posted_by_id: string;
  keeper_id: string | null;
  desk_id: string | null;
};

/** The most matches one item lists (openapi.yaml MatchList). */
export const MAX_LISTED = 10;
/** openapi.yaml ItemMatch.reasons. */
const MAX_REASONS = 8;

const round2 = (score: number) => Math.min(1, Math.max(0, Math.round(score * 100) / 100));

function parseReasons(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((r): r is string => typeof r === 'string').slice(0, MAX_REASONS)
    : [];
}

/** The matches of an item, for its poster and whoever acts for the office on it (docs/product.md#matching). */
export function matchingService(ctx: AppContext, items: MatchItemAccess) {
  async function ownItem(user: AuthUser, id: string) {
    const item = await items.visibleItem(id, user);
    if (item.is_active !== 1) throw notFound(items.itemGone);
    if (item.posted_by_id !== user.userId && !(await items.actsForOffice(user, item))) {
      throw forbidden(
        'Only the poster, the staff of the desk that holds it or an admin can see the matches of this item.',
      );
    }
    return item;
  }

  return {
    async list(user: AuthUser, id: string) {
      await ownItem(user, id);
      const rows = await repo.listMatches(ctx.db, id, LIST_THRESHOLD, MAX_LISTED);
      const found = await items.itemsByIds(rows.map((r) => r.other_id));
      const byId = new Map(found.map((item) => [item._id, item]));
      return rows.flatMap((r) => {
        const item = byId.get(r.other_id);
        if (!item) return [];
        return [{ item, score: round2(Number(r.score)), reasons: parseReasons(r.reasons) }];
      });
    },

    /** "Not mine": hidden from this item's list for good; dismissing again changes nothing. */
    async dismiss(user: AuthUser, id: string, matchId: string) {
      await ownItem(user, id);
      if (!(await repo.isPairOf(ctx.db, id, matchId))) {
        throw notFound('This item is not a match of the item.');
      }
      await repo.insertDismissal(ctx.db, {
        item_id: id,
        match_id: matchId,
        user_id: user.userId,
        created_at: nowIso(),
      });
    },
  };
}
