import { newId } from '../lib/ids';
import { createUser, type TestUser } from './fixtures';
import { createTestApp, type TestApp } from './testApp';
import type { Db } from '../db';

/**
 * Admin-only fixtures (conversations with messages, the audit log). Users, categories and items
 * come from ./fixtures.
 */

/** A fresh test app whose first user is an admin named Admin (the admin suites' starting point). */
export async function appWithAdmin(): Promise<{ t: TestApp; admin: TestUser }> {
  const t = await createTestApp();
  const admin = await createUser(t.app.ctx.db, { role: 'admin', name: 'Admin' });
  return { t, admin };
}

/** A GET as `user` through app.inject. */
export const getAs = (t: TestApp, user: { token: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: user.token } });

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
