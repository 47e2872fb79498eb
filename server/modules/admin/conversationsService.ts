import { offsetOf, paginate } from '../../lib/pagination';
import * as repo from '../conversations';
import type { AppContext } from '../../context';

const groupBy = <T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

/** A page of conversations with their participants and messages: three queries per page. */
export async function listAdminConversations(ctx: AppContext, page: number, limit: number) {
  const [total, rows] = await Promise.all([
    repo.countConversations(ctx.db),
    repo.pageOfConversations(ctx.db, limit, offsetOf(page, limit)),
  ]);
  const ids = rows.map((r) => r.id);
  const [people, messages] = await Promise.all([
    repo.participantsOf(ctx.db, ids),
    repo.messagesOf(ctx.db, ids),
  ]);
  const peopleBy = groupBy(people, (p) => p.conversation_id);
  const messagesBy = groupBy(messages, (m) => m.conversation_id);
  return {
    conversations: rows.map((c) => ({
      _id: c.id,
      item: { _id: c.item_id, title: c.item_title, status: c.item_status },
      participants: (peopleBy.get(c.id) ?? []).map((p) => ({ _id: p.id, name: p.name })),
      lastMessage:
        c.last_message_content !== null && c.last_message_at !== null
          ? { content: c.last_message_content, createdAt: c.last_message_at }
          : null,
      updatedAt: c.updated_at,
      messages: (messagesBy.get(c.id) ?? []).map((m) => ({
        _id: m.id,
        conversation: m.conversation_id,
        sender: { _id: m.sender_id, name: m.sender_name },
        content: m.content,
        createdAt: m.created_at,
        isRead: Number(m.is_read) === 1,
      })),
    })),
    pagination: paginate(page, limit, total),
  };
}
