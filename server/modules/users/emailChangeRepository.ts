import type { Db } from '../../db';
import type { EmailChangesTable } from '../../db/types';

export type EmailChangeRow = EmailChangesTable;

/** The account's pending email change, if any. */
export async function findEmailChange(db: Db, userId: string): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Records (or replaces) the pending change: at most one per account. */
export async function saveEmailChange(db: Db, row: EmailChangeRow): Promise<void> {
  await db
    .insertInto('email_changes')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        new_email: row.new_email,
        code_id: row.code_id,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export async function deleteEmailChange(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}
