import type { Db } from '../../db';
import type { MessageRow } from '../../db/types';

export type MessageWithSender = MessageRow & { sender_name: string };

export function findMessage(db: Db, id: string): Promise<MessageWithSender | undefined> {
  return db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .selectAll('messages')
    .select('users.name as sender_name')
    .where('messages.id', '=', id)
    .executeTakeFirst();
}

/** Newest `limit` messages after skipping `offset` newer ones, returned oldest first. */
export async function listConversationMessages(
  db: Db,
  conversationId: string,
  limit: number,
  offset: number,
): Promise<{ rows: MessageWithSender[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.sender_id')
      .selectAll('messages')
      .select('users.name as sender_name')
      .where('messages.conversation_id', '=', conversationId)
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.reverse(), total: Number(count.n) };
}

/** Stores a message and moves the conversation to the top of both participants' lists. */
export async function insertMessage(db: Db, row: MessageRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('messages').values(row).execute();
    await trx
      .updateTable('conversations')
      .set({
        last_message_content: row.content,
        last_message_at: row.created_at,
        updated_at: row.created_at,
      })
      .where('id', '=', row.conversation_id)
      .execute();
  });
}
