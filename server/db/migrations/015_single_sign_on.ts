import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../index';

/*
 * Frozen migration: single sign-on through the campus OpenID provider (docs/product.md#single-sign-on).
 *
 * users.`oidc_subject`: the provider's issuer and subject (`{issuer} {sub}`) of a linked account,
 * null for none. A later sign-in finds the account by it even when the provider's email changed.
 *
 * `oidc_logins`: one row per sign-in under way (10 minutes): the sha256 of its `state`, the
 * sha256 of the secret in the browser's cookie that started it, and the nonce and PKCE code
 * verifier the callback needs. The callback deletes the row it uses, so a state works once.
 *
 * `oidc_handoffs`: the one-time code (its sha256) the callback hands to the SPA, valid one
 * minute, traded once for a session (never a session token in a URL).
 */
export function singleSignOn(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('users').addColumn('oidc_subject', 'text').execute();
      await db.schema
        .createIndex('users_oidc_subject_idx')
        .on('users')
        .column('oidc_subject')
        .unique()
        .execute();

      await db.schema
        .createTable('oidc_logins')
        .addColumn('state_hash', 'text', (c) => c.primaryKey())
        .addColumn('browser_hash', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('oidc_logins_expires_idx')
        .on('oidc_logins')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('oidc_handoffs')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('oidc_handoffs_expires_idx')
        .on('oidc_handoffs')
        .column('expires_at')
        .execute();
    },
  };
}
