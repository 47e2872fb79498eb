import * as oidc from 'openid-client';
import { isLoopback, type OidcConfig } from './settings';
import type { CampusIdentity } from '../auth';

/*
 * The OpenID Connect client (openid-client): discovery, the authorization request with PKCE,
 * state and nonce, and the code exchange, which validates the ID token's signature, issuer,
 * audience, expiry and nonce, and the response's state and issuer (docs/security.md#single-sign-on).
 */

const SCOPE = 'openid email profile';
const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Each app's provider metadata, fetched on first use and again after a failure. */
const discovered = new WeakMap<OidcConfig, Promise<oidc.Configuration>>();

function providerOf(settings: OidcConfig): Promise<oidc.Configuration> {
  let pending = discovered.get(settings);
  if (!pending) {
    const issuer = new URL(settings.issuer);
    pending = oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      oidc.ClientSecretBasic(settings.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // settings.ts allows plain http only for a provider on this machine.
        execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      },
    );
    discovered.set(settings, pending);
    pending.catch(() => discovered.delete(settings));
  }
  return pending;
}

export type LoginChecks = { state: string; nonce: string; codeVerifier: string };

export const newLoginChecks = (): LoginChecks => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

/** Where to send the browser: the provider's authorization endpoint with this sign-in's checks. */
export async function authorizationUrl(
  settings: OidcConfig,
  redirectUri: string,
  checks: LoginChecks,
): Promise<URL> {
  const provider = await providerOf(settings);
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

/** Some providers send the boolean as text. */
const isTrue = (value: unknown) => value === true || value === 'true';
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Trades the code at the token endpoint and reads who signed in. Providers that keep the email
 * out of the ID token (it is optional there) answer it at the userinfo endpoint instead.
 */
export async function identityFromCallback(
  settings: OidcConfig,
  callbackUrl: URL,
  checks: LoginChecks,
): Promise<CampusIdentity> {
  const provider = await providerOf(settings);
  const tokens = await oidc.authorizationCodeGrant(provider, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  let source: Record<string, unknown> = claims;
  if (text(claims.email) === undefined) {
    source = {
      ...(await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub)),
      ...claims,
    };
  }
  return {
    subject: `${provider.serverMetadata().issuer} ${claims.sub}`,
    email: text(source.email),
    emailVerified: isTrue(source.email_verified),
    name: text(source.name),
  };
}
