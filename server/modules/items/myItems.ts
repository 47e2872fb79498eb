import { paginate, offsetOf } from '../../lib/pagination';
import * as repo from './repository';
import { toItem } from './serialize';
import type { AuthUser } from '../auth';
import type { AppContext } from '../../context';

/** The caller's own posts, active or not, newest first (the dashboard). */
export async function myItems(ctx: AppContext, user: AuthUser, page: number, limit: number) {
  const { rows, total } = await repo.myItemsPage(ctx.db, user.userId, limit, offsetOf(page, limit));
  return {
    items: rows.map((r) => toItem(r, ctx.storage)),
    pagination: paginate(page, limit, total),
  };
}
