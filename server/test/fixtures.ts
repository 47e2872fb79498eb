import { newId, nowIso } from '../lib/ids';
import { createSession } from '../modules/auth/sessions';
import { takeRefNos } from '../modules/items/repository';
import type { Db } from '../db';
import type { ItemsTable, UsersTable } from '../db/types';
import type { TestApp } from './testApp';

/**
 * Test data written straight through the database (no auth or items endpoints involved), so a
 * module's tests do not depend on another module's handlers. Every fixture takes the test app or
 * its database. Users log in through a real session, never with a password.
 */
export type TestUser = {
  id: string;
  name: string;
  email: string;
  token: string;
  sessionId: string;
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const dbOf = (target: TestApp | Db): Db => ('app' in target ? target.app.ctx.db : target);

/** A user (active and verified unless told otherwise) with a live session. */
export async function createUser(
  target: TestApp | Db,
  opts: {
    role?: UsersTable['role'];
    name?: string;
    email?: string;
    isActive?: boolean;
    isVerified?: boolean;
    createdAt?: string;
  } = {},
): Promise<TestUser> {
  const db = dbOf(target);
  const id = newId();
  const n = unique();
  const name = opts.name ?? `${opts.role ?? 'user'} ${n}`;
  const email = (opts.email ?? `u${n}@campus.test`).toLowerCase();
  const createdAt = opts.createdAt ?? nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      name,
      email,
      // Not a usable hash: fixtures log in through sessions, never with a password.
      password_hash: 'fixture-no-password',
      role: opts.role ?? 'user',
      is_active: opts.isActive === false ? 0 : 1,
      is_verified: opts.isVerified === false ? 0 : 1,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  const { token, sessionId } = await createSession(db, id);
  return { id, name, email, token, sessionId };
}

export async function createCategory(
  target: TestApp | Db,
  opts: { name?: string; isActive?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const id = newId();
  const name = opts.name ?? `Category ${unique()}`;
  const now = nowIso();
  await dbOf(target)
    .insertInto('categories')
    .values({
      id,
      name,
      name_key: name.toLowerCase(),
      description: '',
      is_active: opts.isActive === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, name };
}

/** A desk (docs/product.md#desks) with these keepers; returns its id. */
export async function createDesk(
  target: TestApp | Db,
  name: string,
  keeperIds: string[] = [],
): Promise<string> {
  const id = newId();
  const now = nowIso();
  const db = dbOf(target);
  await db
    .insertInto('desks')
    .values({
      id,
      name,
      place: 'Campus',
      hours: '9-17',
      contact: 'x@campus.test',
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const user_id of keeperIds) {
    await db.insertInto('desk_keepers').values({ desk_id: id, user_id }).execute();
  }
  return id;
}

/** An item row; `createdAt` lets ordering tests control time. */
export async function createItem(
  target: TestApp | Db,
  opts: {
    postedBy: string;
    categoryId: string;
    title?: string;
    description?: string;
    location?: string;
    status?: ItemsTable['status'];
    keeperId?: string | null;
    claimedById?: string | null;
    isActive?: boolean;
    createdAt?: string;
    returnedAt?: string | null;
    imageKey?: string | null;
  },
): Promise<string> {
  const id = newId();
  const createdAt = opts.createdAt ?? nowIso();
  const refNo = await takeRefNos(dbOf(target));
  await dbOf(target)
    .insertInto('items')
    .values({
      id,
      title: opts.title ?? 'Black umbrella',
      description: opts.description ?? 'Folding umbrella with a wooden handle.',
      status: opts.status ?? 'Lost',
      category_id: opts.categoryId,
      location: opts.location ?? 'Main library',
      image_key: opts.imageKey ?? null,
      posted_by_id: opts.postedBy,
      keeper_id: opts.keeperId ?? null,
      claimed_by_id: opts.claimedById ?? null,
      is_active: opts.isActive === false ? 0 : 1,
      created_at: createdAt,
      updated_at: createdAt,
      returned_at: opts.returnedAt ?? null,
      ref_no: refNo,
    })
    .execute();
  return id;
}

/** The people around one item: its poster, a claimant, two keepers, an admin and a stranger. */
export async function createCast(t: TestApp) {
  return {
    poster: await createUser(t, { name: 'Pat Poster' }),
    claimant: await createUser(t, { name: 'Claire Claimant' }),
    keeper: await createUser(t, { role: 'keeper', name: 'Kim Keeper' }),
    otherKeeper: await createUser(t, { role: 'keeper' }),
    admin: await createUser(t, { role: 'admin', name: 'Ada Admin' }),
    stranger: await createUser(t),
  };
}

/** `Authorization` header for a fixture user. */
export const auth = (u: { token: string }) => ({ authorization: u.token });

/** POST /api/v1/items/<path> (a claim, a keeper, a code) as `user`, or as a visitor. */
export const postItemAction = (t: TestApp, path: string, user?: TestUser, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/items/${path}`,
    headers: user ? auth(user) : {},
    ...(payload ? { payload } : {}),
  });

/** A user's stored notifications, oldest first. */
export const notificationsOf = (t: TestApp, userId: string) =>
  t.app.ctx.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();

/** The item's history, in the order it happened: each event's action, actor and details. */
export const historyOf = (t: TestApp, itemId: string) =>
  t.app.ctx.db
    .selectFrom('item_events')
    .select(['action', 'actor_id', 'details'])
    .where('item_id', '=', itemId)
    .orderBy('seq')
    .execute();

/** An item form (a post, or an edit with PUT) sent as `user`, `m` made by multipart(). */
export const sendItemForm = (
  t: TestApp,
  user: { token: string },
  m: { payload: Buffer; headers: Record<string, string> },
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/v1/items',
) => t.app.inject({ method, url, payload: m.payload, headers: { ...m.headers, ...auth(user) } });

/** A multipart body for app.inject: text fields plus an optional file part. */
export function multipart(
  fields: Record<string, string>,
  file?: { name?: string; filename: string; contentType: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fixture${unique()}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'image'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
