import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { revokeUserSessions } from '../auth/sessions';
import { recordAudit } from './audit';
import { fetchItemsByIds } from './itemRows';
import type { ListQuery } from './query';
import { searchTerm } from './search';
import * as repo from './usersRepository';

export type UserDto = {
  _id: string;
  id: string;
  name: string;
  email: string;
  role: 'user' | 'keeper' | 'admin';
  isActive: boolean;
  isVerified: boolean;
  createdAt: string;
  itemCount?: number;
};

const toUserDto = (r: repo.UserListRow, itemCount?: number): UserDto => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  isActive: Number(r.is_active) === 1,
  isVerified: Number(r.is_verified) === 1,
  createdAt: r.created_at,
  ...(itemCount === undefined ? {} : { itemCount }),
});

export async function listUsers(ctx: AppContext, q: ListQuery<repo.UserSort>) {
  const filter = { dialect: ctx.dialect, search: searchTerm(q.search) };
  // Counting first lets a page past the end (or a search with no match) skip the page query.
  const total = await repo.countUsers(ctx.db, filter);
  const offset = offsetOf(q.page, q.limit);
  const rows =
    offset < total
      ? await repo.pageOfUsers(ctx.db, {
          ...filter,
          sortBy: q.sortBy,
          order: q.order,
          limit: q.limit,
          offset,
          total,
        })
      : [];
  const counts = await repo.itemCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    users: rows.map((r) => toUserDto(r, counts.get(r.id) ?? 0)),
    pagination: paginate(q.page, q.limit, total),
  };
}

async function mustFindUser(ctx: AppContext, id: string) {
  const row = await repo.findUser(ctx.db, id);
  if (!row) throw notFound('User not found.');
  return row;
}

export async function getUser(ctx: AppContext, id: string) {
  const row = await mustFindUser(ctx, id);
  return { user: toUserDto(row, await repo.countUserItems(ctx.db, id)) };
}

export async function getUserItems(ctx: AppContext, id: string, page: number, limit: number) {
  await mustFindUser(ctx, id);
  const [total, ids] = await Promise.all([
    repo.countUserItems(ctx.db, id),
    repo.pageOfUserItemIds(ctx.db, id, limit, offsetOf(page, limit)),
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
  const next = await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findUser(trx, id);
    if (!row) throw notFound('User not found.');
    const wasActive = Number(row.is_active) === 1;
    await repo.setUserActive(trx, id, !wasActive);
    if (wasActive) await revokeUserSessions(trx, id);
    await recordAudit(trx, {
      actorId,
      action: wasActive ? 'user.deactivate' : 'user.activate',
      targetType: 'user',
      targetId: id,
      before: { isActive: wasActive },
      after: { isActive: !wasActive },
    });
    return { ...row, is_active: wasActive ? 0 : 1 } as repo.UserListRow;
  });
  if (Number(next.is_active) === 0) ctx.realtime.disconnectUser(id);
  return {
    message: Number(next.is_active) === 1 ? 'User activated.' : 'User deactivated.',
    user: toUserDto(next, await repo.countUserItems(ctx.db, id)),
  };
}

export async function listKeepers(ctx: AppContext) {
  const rows = await repo.listActiveKeepers(ctx.db);
  return {
    keepers: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      createdAt: r.created_at,
    })),
  };
}
