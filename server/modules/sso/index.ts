/**
 * Single sign-on through the campus OpenID provider (docs/product.md#single-sign-on). Owns
 * `oidc_logins` and `oidc_handoffs`; accounts stay auth's (its public entry finds, links and
 * creates them, and starts the session). Nothing else imports this module.
 */
export { ssoHandlers } from './handlers';
export type { OidcConfig } from './settings';
