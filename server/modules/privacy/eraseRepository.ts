import { DELETED_TEXT } from './erasedTexts';
import type { Db, Dialect } from '../../db';

/*
 * The writes of an erasure (docs/product.md#privacy), run in the caller's transaction. They cross
 * the tables of several modules on purpose: "what does erasing a person remove" must be one list
 * an operator can read and a test can check, not a rule spread over every module.
 */

/**
 * Locks the account's row until the erasure commits (PostgreSQL; SQLite writes one at a time):
 * a second erasure waits and then sees the first, and an unsubscribe link clicked meanwhile
 * waits too, then finds the account erased and writes nothing (docs/security.md#e-mail).
 */
export async function lockAccount(db: Db, dialect: Dialect, userId: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The new addresses of pending e-mail changes and the ids of unused codes: mail goes there. */
export async function mailKeys(db: Db, userId: string) {
  const changes = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .execute();
  const codes = await db
    .selectFrom('account_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  return { addresses: changes.map((c) => c.new_email), codeIds: codes.map((c) => c.id) };
}

/**
 * The person's messages read "[deleted]"; the conversations stay for the other side, and a
 * preview that showed their last message shows it too. Returns how many messages changed.
 */
export async function clearMessages(db: Db, userId: string): Promise<number> {
  await db
    .updateTable('conversations')
    .set({ last_message_content: DELETED_TEXT })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('conversation_participants')
        .select('conversation_id')
        .where('user_id', '=', userId),
    )
    .where(
      (eb) =>
        eb
          .selectFrom('messages as m')
          .select('m.sender_id')
          .whereRef('m.conversation_id', '=', 'conversations.id')
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(1),
      '=',
      userId,
    )
    .execute();
  const res = await db
    .updateTable('messages')
    .set({ content: DELETED_TEXT })
    .where('sender_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Their office claims stay (the item's history needs them) without their answers; a claim still
 * waiting for review is declined, so nobody approves a claim by "Deleted user".
 */
export async function clearClaimAnswers(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('item_claims')
    .set({ status: 'declined', decided_at: now })
    .where('claimant_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  await db
    .updateTable('item_claims')
    .set({ answers_json: '[]' })
    .where('claimant_id', '=', userId)
    .execute();
}

/** Rows that exist only for the person: deleted outright. */
export async function deleteOwnRows(db: Db, userId: string, email: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await db
    .deleteFrom('saved_search_alerts')
    .where('saved_search_id', 'in', (eb) =>
      eb.selectFrom('saved_searches').select('id').where('user_id', '=', userId),
    )
    .execute();
  await db.deleteFrom('saved_searches').where('user_id', '=', userId).execute();
  await db.deleteFrom('email_preferences').where('user_id', '=', userId).execute();
  await db.deleteFrom('item_match_dismissals').where('user_id', '=', userId).execute();
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
  await db.deleteFrom('account_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('pending_registrations').where('user_id', '=', userId).execute();
  await db.deleteFrom('oidc_handoffs').where('user_id', '=', userId).execute();
  // Failed sign-ins and locks are keyed by the address or the account id.
  await db.deleteFrom('auth_failures').where('subject', 'in', [email, userId]).execute();
  await db.deleteFrom('auth_locks').where('subject', 'in', [email, userId]).execute();
}
