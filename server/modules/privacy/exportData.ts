import { unauthorized } from '../../errors';
import { nowIso } from '../../lib/ids';
import { findUserById, type AuthUser } from '../auth';
import { getEmailPreferences } from '../emailPreferences';
import { formatReference, parseQuestions } from '../items';
import * as repo from './exportRepository';
import type { AppContext } from '../../context';
import type { Schemas } from '../../contract/operations';

type Export = Schemas['PersonalDataExport'];
type Ctx = Pick<AppContext, 'db' | 'storage'>;

const bool = (flag: number) => Number(flag) === 1;

/** A claim's stored answers (a JSON array of strings); anything else reads as none. */
function answersOf(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.map((a) => (typeof a === 'string' ? a : '')) : [];
  } catch {
    return [];
  }
}

/**
 * Everything the portal holds about the caller (docs/product.md#privacy). Each section is read by
 * the caller's id only, so nobody else's account, items or notifications can slip in; other
 * people appear only as the content of messages in the caller's own conversations.
 */
export async function exportMyData(ctx: Ctx, me: AuthUser): Promise<Export> {
  const { db } = ctx;
  const account = await findUserById(db, me.userId);
  if (!account) throw unauthorized();
  const [
    items,
    claimed,
    handedIn,
    claims,
    conversations,
    notifications,
    searches,
    prefs,
    sessions,
  ] = await Promise.all([
    repo.itemsPostedBy(db, me.userId),
    repo.itemsClaimedBy(db, me.userId),
    repo.itemsHandedInBy(db, account.email),
    repo.claimsBy(db, me.userId),
    repo.conversationsOf(db, me.userId),
    repo.notificationsOf(db, me.userId),
    repo.savedSearchesOf(db, me.userId),
    getEmailPreferences(ctx, me.userId),
    repo.sessionsOf(db, me.userId),
  ]);
  const messages = new Map<string, Awaited<ReturnType<typeof repo.messagesIn>>>();
  for (const m of await repo.messagesIn(
    db,
    conversations.map((c) => c.id),
  )) {
    const list = messages.get(m.conversation_id);
    if (list) list.push(m);
    else messages.set(m.conversation_id, [m]);
  }
  return {
    exportedAt: nowIso(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      role: account.role,
      isActive: bool(account.is_active),
      isVerified: bool(account.is_verified),
      campusIdentity: account.oidc_subject ?? null,
      createdAt: account.created_at,
      updatedAt: account.updated_at,
    },
    items: items.map((i) => ({
      id: i.id,
      reference: formatReference(i.ref_no, i.created_at),
      title: i.title,
      description: i.description,
      status: i.status,
      category: i.category,
      location: i.location,
      photoUrl: i.image_key ? ctx.storage.url(i.image_key) : null,
      ownershipQuestions: parseQuestions(i.ownership_json).map((q) => ({
        question: q.question,
        expectedAnswer: q.expectedAnswer ?? '',
      })),
      isActive: bool(i.is_active),
      createdAt: i.created_at,
      updatedAt: i.updated_at,
      returnedAt: i.returned_at,
    })),
    claimedItems: claimed.map((i) => ({
      id: i.id,
      reference: formatReference(i.ref_no, i.created_at),
      title: i.title,
      status: i.status,
      isActive: bool(i.is_active),
    })),
    handedInItems: handedIn.map((i) => ({
      id: i.id,
      reference: formatReference(i.ref_no, i.created_at),
      title: i.title,
      status: i.status,
      isActive: bool(i.is_active),
      finderName: i.finder_name,
      finderContact: i.finder_contact,
      notifyOnReturn: bool(i.finder_notify),
      notifiedAt: i.finder_notified_at,
      createdAt: i.created_at,
    })),
    claims: claims.map((c) => {
      const questions = parseQuestions(c.ownership_json);
      return {
        id: c.id,
        itemId: c.item_id,
        itemTitle: c.item_title,
        status: c.status,
        answers: answersOf(c.answers_json).map((answer, n) => ({
          question: questions[n]?.question ?? '',
          answer,
        })),
        createdAt: c.created_at,
        decidedAt: c.decided_at,
      };
    }),
    conversations: conversations.map((c) => ({
      id: c.id,
      itemId: c.item_id,
      itemTitle: c.item_title,
      startedByMe: c.starter_id === me.userId,
      createdAt: c.created_at,
      messages: (messages.get(c.id) ?? []).map((m) => ({
        id: m.id,
        fromMe: m.sender_id === me.userId,
        content: m.content,
        isRead: bool(m.is_read),
        createdAt: m.created_at,
      })),
    })),
    notifications: notifications.map((n) => ({
      id: n.id,
      type: n.type,
      message: n.message,
      itemId: n.item_id,
      link: n.link,
      isRead: bool(n.is_read),
      createdAt: n.created_at,
    })),
    savedSearches: searches.map((s) => ({
      id: s.id,
      search: s.search,
      status: s.status,
      category: s.category ?? '',
      createdAt: s.created_at,
    })),
    emailPreferences: prefs,
    sessions: sessions.map((s) => ({
      createdAt: s.created_at,
      expiresAt: s.expires_at,
      revokedAt: s.revoked_at,
      current: s.id === me.sessionId,
    })),
  };
}

/** `lostfound-export-2026-05-01.json`: the day in UTC, as the export's own timestamps. */
export const exportFileName = (exportedAt: string) =>
  `lostfound-export-${exportedAt.slice(0, 10)}.json`;
