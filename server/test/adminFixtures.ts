import type { Db } from '../db';
import type { ItemsTable } from '../db/types';
import { newId, nowIso } from '../lib/ids';
import { createSession } from '../modules/auth/sessions';

/**
 * Direct-to-database fixtures for the admin and categories tests, so they do not depend on the
 * auth and items flows (written in parallel). Users are verified; tokens are real sessions.
 */
export type Person = { id: string; name: string; email: string; token: string };

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export async function insertUser(
  db: Db,
  opts: {
    name?: string;
    email?: string;
    role?: 'user' | 'keeper' | 'admin';
    isActive?: boolean;
    createdAt?: string;
  } = {},
): Promise<Person> {
  const id = newId();
  const name = opts.name ?? `User ${unique()}`;
  const email = (opts.email ?? `u${unique()}@campus.test`).toLowerCase();
  const createdAt = opts.createdAt ?? nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      name,
      email,
      password_hash: 'not-a-real-hash',
      role: opts.role ?? 'user',
      is_active: opts.isActive === false ? 0 : 1,
      is_verified: 1,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  const { token } = await createSession(db, id);
  return { id, name, email, token };
}

export async function insertCategory(
  db: Db,
  opts: { name?: string; isActive?: boolean } = {},
): Promise<{ id: string; name: string }> {
  const id = newId();
  const name = opts.name ?? `Category ${unique()}`;
  const now = nowIso();
  await db
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

export async function insertItem(
  db: Db,
  opts: {
    postedBy: string;
    categoryId: string;
    title?: string;
    description?: string;
    location?: string;
    status?: ItemsTable['status'];
    isActive?: boolean;
    createdAt?: string;
    returnedAt?: string | null;
    imageKey?: string | null;
    keeperId?: string | null;
    claimedById?: string | null;
  },
): Promise<string> {
  const id = newId();
  const createdAt = opts.createdAt ?? nowIso();
  await db
    .insertInto('items')
    .values({
      id,
      title: opts.title ?? `Item ${unique()}`,
      description: opts.description ?? 'A thing someone lost.',
      status: opts.status ?? 'Lost',
      category_id: opts.categoryId,
      location: opts.location ?? 'Library',
      image_key: opts.imageKey ?? null,
      posted_by_id: opts.postedBy,
      keeper_id: opts.keeperId ?? null,
      claimed_by_id: opts.claimedById ?? null,
      is_active: opts.isActive === false ? 0 : 1,
      created_at: createdAt,
      updated_at: createdAt,
      returned_at: opts.returnedAt ?? null,
    })
    .execute();
  return id;
}

/** A conversation between the item's poster and a starter, with messages oldest first. */
export async function insertConversation(
  db: Db,
  opts: { itemId: string; posterId: string; starterId: string; messages: string[]; at?: Date },
): Promise<string> {
  const id = newId();
  const base = (opts.at ?? new Date()).getTime();
  const stamp = (i: number) => new Date(base + i * 1000).toISOString();
  const last = opts.messages.length - 1;
  await db
    .insertInto('conversations')
    .values({
      id,
      item_id: opts.itemId,
      starter_id: opts.starterId,
      last_message_content: last >= 0 ? opts.messages[last] : null,
      last_message_at: last >= 0 ? stamp(last) : null,
      created_at: stamp(0),
      updated_at: stamp(Math.max(last, 0)),
    })
    .execute();
  await db
    .insertInto('conversation_participants')
    .values([
      { conversation_id: id, user_id: opts.posterId },
      { conversation_id: id, user_id: opts.starterId },
    ])
    .execute();
  for (const [i, content] of opts.messages.entries()) {
    await db
      .insertInto('messages')
      .values({
        id: newId(),
        conversation_id: id,
        sender_id: i % 2 === 0 ? opts.starterId : opts.posterId,
        content,
        is_read: 0,
        created_at: stamp(i),
      })
      .execute();
  }
  return id;
}

/** Audit rows for one target, oldest first. */
export function auditRows(db: Db, targetId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', targetId)
    .orderBy('created_at')
    .execute();
}
