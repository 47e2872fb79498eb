import {
  countSearchMatches,
  containsAny,
  pageOfFtsMatchIds,
  usesFts,
  type SearchTable,
  type SortKey,
} from '../../db/adminSearch';
import { setActiveFlag } from '../../db/activeFlag';
import { pageOfPgMatchIds } from '../../db/adminSearchPg';
import { toCount } from '../../db/count';
import type { UserRow } from '../../db/types';
import type { Db, Dialect } from '../../db';
import type { Order } from '../../db/adminSearch';

export type UserSort = 'name' | 'email' | 'createdAt';

const sortColumn = { name: 'name', email: 'email', createdAt: 'created_at' } as const;

type UserFilter = { dialect: Dialect; search?: string };

export const USERS: SearchTable = {
  table: 'users',
  fts: 'users_admin_fts',
  columns: ['name', 'email'],
};

const userColumns = [
  'id',
  'name',
  'email',
  'role',
  'is_active',
  'is_verified',
  'created_at',
] as const;
export type UserListRow = Pick<UserRow, (typeof userColumns)[number]>;

/** Without a trigram-indexed term (PostgreSQL, no search, or 1-2 characters on SQLite). */
function filtered(db: Db, f: UserFilter) {
  let q = db.selectFrom('users');
  // Emails are stored lower-cased; names are matched case-insensitively by the dialect.
  if (f.search) q = q.where(containsAny(f.dialect, USERS.columns, f.search));
  return q;
}

export function countUsers(db: Db, f: UserFilter): Promise<number> {
  return countSearchMatches(db, USERS, f.dialect, f.search);
}

/**
 * One page, ordered by an indexed column with the id as a stable tie-break. `total` is the
 * count of the same filter (the trigram path picks its plan from it).
 */
export async function pageOfUsers(
  db: Db,
  f: UserFilter & { sortBy: UserSort; order: Order; limit: number; offset: number; total: number },
): Promise<UserListRow[]> {
  if (f.search && (usesFts(f.dialect, f.search) || f.dialect === 'postgres')) {
    const keys: SortKey[] = [
      [sortColumn[f.sortBy], f.order],
      ['id', f.order],
    ];
    const ids = usesFts(f.dialect, f.search)
      ? await pageOfFtsMatchIds(db, USERS, f.search, { ...f, keys })
      : await pageOfPgMatchIds(db, USERS, f.search, { ...f, keys });
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('users').select(userColumns).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  return filtered(db, f)
    .select(userColumns)
    .orderBy(sortColumn[f.sortBy], f.order)
    .orderBy('id', f.order)
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export const setUserActive = (db: Db, id: string, active: boolean): Promise<void> =>
  setActiveFlag(db, 'users', id, active);

/** A campus has a handful of admins: one indexed read of users(role, is_active). */
export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

export function listActiveKeepers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'created_at'])
    .where('role', '=', 'keeper')
    .where('is_active', '=', 1)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Users by role and active flag (one GROUP BY over the users(role, is_active) index). */
export async function usersByRole(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['role', 'is_active', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['role', 'is_active'])
    .execute();
  return rows.map((r) => ({ role: r.role, active: Number(r.is_active) === 1, n: toCount(r.n) }));
}
