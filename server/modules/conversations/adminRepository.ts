import { sql } from 'kysely';
import { countRows } from '../../db/count';
import type { Db } from '../../db';

/** Newest messages kept per conversation in the admin view. */
export const MESSAGES_PER_CONVERSATION = 100;

export const countConversations = (db: Db): Promise<number> => countRows(db, 'conversations');

/** Most recently active first, on conversations(updated_at, id). */
export function pageOfConversations(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('items as i', 'i.id', 'c.item_id')
    .select([
      'c.id',
      'c.last_message_content',
      'c.last_message_at',
      'c.updated_at',
      'i.id as item_id',
      'i.title as item_title',
      'i.status as item_status',
    ])
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function participantsOf(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conversation_participants as cp')
    .innerJoin('users as u', 'u.id', 'cp.user_id')
    .select(['cp.conversation_id', 'u.id', 'u.name'])
    .where('cp.conversation_id', 'in', conversationIds)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** The newest messages of every given conversation in one query, returned oldest first. */
export function messagesOf(db: Db, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  const ranked = db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.content',
      'm.is_read',
      'm.created_at',
      'u.id as sender_id',
      'u.name as sender_name',
      sql<number>`row_number() over (partition by m.conversation_id order by m.created_at desc, m.id desc)`.as(
        'rank',
      ),
    ])
    .where('m.conversation_id', 'in', conversationIds)
    .as('r');
  return db
    .selectFrom(ranked)
    .selectAll()
    .where('rank', '<=', MESSAGES_PER_CONVERSATION)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
