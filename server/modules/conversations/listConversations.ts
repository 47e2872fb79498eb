import { offsetOf, paginate } from '../../lib/pagination';
import { toConversation, type Conversation } from './conversationView';
import * as repo from './repository';
import type { Ctx } from './ctx';

export async function listConversations(
  ctx: Ctx,
  userId: string,
  page: number,
  limit: number,
): Promise<{
  docs: Conversation[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
}> {
  const { rows, total } = await repo.listUserConversations(
    ctx.db,
    userId,
    limit,
    offsetOf(page, limit),
  );
  const participants = await repo.findParticipants(
    ctx.db,
    rows.map((r) => r.id),
  );
  const p = paginate(page, limit, total);
  return {
    docs: rows.map((r) => toConversation(r, participants, userId)),
    totalDocs: total,
    page,
    limit,
    totalPages: p.totalPages,
  };
}
