import type { Db } from '../../db';
import type { ConversationRow, ItemRow } from '../../db/types';

export type ConversationWithItem = Pick<
  ConversationRow,
  'id' | 'item_id' | 'last_message_content' | 'last_message_at' | 'updated_at'
> & { item_title: string; item_status: ItemRow['status'] };

export type ParticipantRow = {
  conversation_id: string;
  user_id: string;
  name: string;
  item_id: string;
  item_title: string;
};

const conversationColumns = [
  'conversations.id',
  'conversations.item_id',
  'conversations.last_message_content',
  'conversations.last_message_at',
  'conversations.updated_at',
  'items.title as item_title',
  'items.status as item_status',
] as const;

export function findActiveItem(db: Db, itemId: string) {
  return db
    .selectFrom('items')
    .select(['id', 'title', 'status', 'posted_by_id'])
    .where('id', '=', itemId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function findConversationByStarter(
  db: Db,
  itemId: string,
  starterId: string,
): Promise<ConversationWithItem | undefined> {
  return db
    .selectFrom('conversations')
    .innerJoin('items', 'items.id', 'conversations.item_id')
    .select(conversationColumns)
    .where('conversations.item_id', '=', itemId)
    .where('conversations.starter_id', '=', starterId)
    .executeTakeFirst();
}

export function findConversationById(
  db: Db,
  id: string,
): Promise<ConversationWithItem | undefined> {
  return db
    .selectFrom('conversations')
    .innerJoin('items', 'items.id', 'conversations.item_id')
    .select(conversationColumns)
    .where('conversations.id', '=', id)
    .executeTakeFirst();
}

export async function insertConversation(
  db: Db,
  row: { id: string; itemId: string; starterId: string; posterId: string; now: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('conversations')
      .values({
        id: row.id,
        item_id: row.itemId,
        starter_id: row.starterId,
        last_message_content: null,
        last_message_at: null,
        created_at: row.now,
        updated_at: row.now,
      })
      .execute();
    await trx
      .insertInto('conversation_participants')
      .values([
        { conversation_id: row.id, user_id: row.starterId },
        { conversation_id: row.id, user_id: row.posterId },
      ])
      .execute();
  });
}

/** A page of the user's conversations, most recent activity first, plus the total. */
export async function listUserConversations(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: ConversationWithItem[]; total: number }> {
  const mine = db
    .selectFrom('conversation_participants')
    .select('conversation_id')
    .where('user_id', '=', userId);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('conversations')
      .innerJoin('items', 'items.id', 'conversations.item_id')
      .select(conversationColumns)
      .where('conversations.id', 'in', mine)
      .orderBy('conversations.updated_at', 'desc')
      .orderBy('conversations.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('conversation_participants')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Participants (with names and the item) of one or more conversations, in one query. */
export function findParticipants(db: Db, conversationIds: string[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('conversation_participants')
    .innerJoin('users', 'users.id', 'conversation_participants.user_id')
    .innerJoin('conversations', 'conversations.id', 'conversation_participants.conversation_id')
    .innerJoin('items', 'items.id', 'conversations.item_id')
    .select([
      'conversation_participants.conversation_id',
      'conversation_participants.user_id',
      'users.name',
      'items.id as item_id',
      'items.title as item_title',
    ])
    .where('conversation_participants.conversation_id', 'in', conversationIds)
    .orderBy('conversation_participants.conversation_id')
    .orderBy('users.name')
    .execute();
}
