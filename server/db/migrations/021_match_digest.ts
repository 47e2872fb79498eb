import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: the daily digest of possible matches (docs/product.md#matching). Same SQL on
 * both dialects.
 *
 * `item_matches.digested_at`: when the pair was listed in its owner's digest; set once, by the
 * one run that wins the conditional update, in the transaction that stores the digest's
 * notification, so a pair is listed at most once. Pairs stored before this migration count as
 * listed (their creation time): they were on the report's list already, and the first digest
 * must not send every owner of an open report a mail about old pairs.
 *
 * The partial index holds only the pairs that neither alerted nor were listed, by score: the
 * digest's "what is waiting at or above the threshold" is one range of it, however many pairs
 * were handled before.
 *
 * `email_preferences.match_digest`: 1 (the default) while the user wants the digest; rows of
 * users who never changed a choice stay absent, as before.
 */
export function matchDigest(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('item_matches').addColumn('digested_at', 'text').execute();
      await sql`update item_matches set digested_at = created_at where alerted_at is null`.execute(
        db,
      );
      await sql`create index item_matches_digest_waiting on item_matches (score) where digested_at is null and alerted_at is null`.execute(
        db,
      );
      await db.schema
        .alterTable('email_preferences')
        .addColumn('match_digest', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}
