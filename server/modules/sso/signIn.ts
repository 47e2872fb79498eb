import { isoIn, nowIso } from '../../lib/ids';
import { newToken, sameHash, sha256 } from '../../lib/secrets';
import { CampusSignInRefused, accountForCampusIdentity, type CampusRefusal } from '../auth';
import { authorizationUrl, identityFromCallback, newLoginChecks } from './oidcClient';
import { LOGIN_TTL_SECONDS } from './browserCookie';
import { insertHandoff, insertLogin, purgeExpired, takeLogin } from './loginsRepository';
import { HANDOFF_TTL_MS, handoffKey } from './handoff';
import type { OidcConfig } from './settings';
import type { AppContext } from '../../context';

/** Why the login page was sent back to: a refusal, a state that is not this browser's, or a provider failure. */
export type SignInError = CampusRefusal | 'state' | 'provider';

export const CALLBACK_PATH = '/api/v1/auth/oidc/callback';
export const redirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}${CALLBACK_PATH}`;
/** SPA pages, relative: the browser stays on the address it came back to. */
export const loginErrorPage = (reason: SignInError) => `/login?sso_error=${reason}`;
const handoffPage = (code: string) => `/login/oidc#code=${code}`;

/**
 * docs/product.md#single-sign-on: a new sign-in's state, nonce and PKCE verifier stay here (one
 * row, 10 minutes), bound to the browser's cookie secret; the browser goes to the provider.
 */
export async function startSignIn(
  ctx: AppContext,
  settings: OidcConfig,
  browserSecret: string,
): Promise<string> {
  await purgeExpired(ctx.db);
  const checks = newLoginChecks();
  let url: URL;
  try {
    url = await authorizationUrl(settings, redirectUri(ctx), checks);
  } catch (err) {
    ctx.log.warn({ reason: (err as Error).message }, 'single sign-on: provider unreachable');
    return loginErrorPage('provider');
  }
  await insertLogin(ctx.db, {
    state_hash: sha256(checks.state),
    browser_hash: sha256(browserSecret),
    nonce: checks.nonce,
    code_verifier: checks.codeVerifier,
    expires_at: isoIn(LOGIN_TTL_SECONDS * 1000),
  });
  return url.toString();
}

/**
 * The provider sent the browser back: the state must be a live one this browser started (it is
 * used up either way), the code exchange and ID token must check out, and the account rules
 * must allow it. Success hands the SPA a one-time code, never the session itself, that only this
 * browser can trade (handoff.ts: the row is keyed by the code and this browser's cookie secret).
 */
export async function finishSignIn(
  ctx: AppContext,
  settings: OidcConfig,
  input: { query: string; state?: string; browserSecret?: string },
): Promise<string> {
  const { browserSecret } = input;
  if (!input.state || !browserSecret) return loginErrorPage('state');
  const login = await takeLogin(ctx.db, sha256(input.state));
  if (
    !login ||
    login.expires_at <= nowIso() ||
    !sameHash(login.browser_hash, sha256(browserSecret))
  ) {
    return loginErrorPage('state');
  }
  const checks = { state: input.state, nonce: login.nonce, codeVerifier: login.code_verifier };
  let identity;
  try {
    identity = await identityFromCallback(
      settings,
      new URL(`${redirectUri(ctx)}${input.query}`),
      checks,
    );
  } catch (err) {
    // The message names what failed (an error from the provider, a bad ID token), never a code.
    ctx.log.warn({ reason: (err as Error).message }, 'single sign-on: the provider step failed');
    return loginErrorPage('provider');
  }
  try {
    const user = await accountForCampusIdentity(ctx, identity, settings.allowedDomains);
    const code = newToken();
    await insertHandoff(ctx.db, {
      code_hash: handoffKey(code, browserSecret),
      user_id: user.id,
      expires_at: isoIn(HANDOFF_TTL_MS),
    });
    return handoffPage(code);
  } catch (err) {
    if (!(err instanceof CampusSignInRefused)) throw err;
    ctx.log.info({ reason: err.reason }, 'single sign-on refused');
    return loginErrorPage(err.reason);
  }
}
