import { forbidden, notFound } from '../../errors';
import { offsetOf, paginate } from '../../lib/pagination';
import * as users from '../auth';
import {
  endSessions,
  findUserById,
  toApiUser,
  type ApiUser,
  type UserListRow,
  type UserSort,
} from '../auth';
import { countUserItems, fetchItemsByIds, itemCounts, pageOfUserItemIds } from '../items';
import { auditActiveFlip } from './auditActiveFlip';
import { searchPage } from './searchPage';
import type { AppContext } from '../../context';
import type { ListQuery } from './query';

export type { UserSort } from '../auth';

export type UserDto = ApiUser & { itemCount?: number };

const toUserDto = (r: UserListRow, itemCount?: number): UserDto => ({
  ...toApiUser(r),
  ...(itemCount === undefined ? {} : { itemCount }),
});

export async function listUsers(ctx: AppContext, q: ListQuery<UserSort>) {
  const { rows, pagination } = await searchPage(ctx, q, users.countUsers, users.pageOfUsers);
  const counts = await itemCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    users: rows.map((r) => toUserDto(r, counts.get(r.id) ?? 0)),
    pagination,
  };
}

async function mustFindUser(ctx: AppContext, id: string) {
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound('User not found.');
  return row;
}

export async function getUser(ctx: AppContext, id: string) {
  const row = await mustFindUser(ctx, id);
  return { user: toUserDto(row, await countUserItems(ctx.db, id)) };
}

export async function getUserItems(ctx: AppContext, id: string, page: number, limit: number) {
  await mustFindUser(ctx, id);
  const [total, ids] = await Promise.all([
    countUserItems(ctx.db, id),
    pageOfUserItemIds(ctx.db, id, limit, offsetOf(page, limit)),
  ]);
  return {
    items: await fetchItemsByIds(ctx.db, ctx.storage, ids),
    pagination: paginate(page, limit, total),
  };
}

/**
 * Flips the active flag. Deactivation ends the user's sessions and live sockets at once, so the
 * next request with their token is a 401. Admins cannot switch off their own account.
 */
export async function toggleUserActive(ctx: AppContext, actorId: string, id: string) {
  if (id === actorId) throw forbidden('You cannot deactivate your own account.');
  const { next, disconnect } = await ctx.db.transaction().execute(async (trx) => {
    const row = await findUserById(trx, id);
    if (!row) throw notFound('User not found.');
    const wasActive = Number(row.is_active) === 1;
    await users.setUserActive(trx, id, !wasActive);
    const disconnect = wasActive
      ? await endSessions(ctx, trx, id, { reason: 'deactivated' })
      : () => {};
    await auditActiveFlip(trx, actorId, 'user', id, wasActive);
    return { next: { ...row, is_active: wasActive ? 0 : 1 } as UserListRow, disconnect };
  });
  disconnect();
  return {
    message: Number(next.is_active) === 1 ? 'User activated.' : 'User deactivated.',
    user: toUserDto(next, await countUserItems(ctx.db, id)),
  };
}

export async function listKeepers(ctx: AppContext) {
  const rows = await users.listActiveKeepers(ctx.db);
  return {
    keepers: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      createdAt: r.created_at,
    })),
  };
}
