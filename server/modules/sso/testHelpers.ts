import { createTestApp, type TestApp } from '../../test/testApp';
import { startTestProvider, type TestProvider } from '../../test/oidcProvider';
import { signInAtProvider } from '../../test/oidcBrowser';
import type { LightMyRequestResponse } from 'fastify';

/** Helpers of the single sign-on tests (not a test file itself). */

export const PUBLIC_URL = 'http://portal.test';
export const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/callback`;

export type Sso = { t: TestApp; provider: TestProvider };

/** A real provider, and a portal configured with it (campus.test only, unless told otherwise). */
export async function startSso(env: Record<string, string> = {}): Promise<Sso> {
  const provider = await startTestProvider([CALLBACK]);
  const t = await createTestApp({
    RATE_LIMIT: 'off',
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Campus account',
    OIDC_ALLOWED_DOMAINS: 'campus.test',
    ...env,
  });
  return { t, provider };
}

export async function stopSso(sso: Sso | undefined): Promise<void> {
  await sso?.t.close();
  await sso?.provider.close();
}

/** A suite against one provider and portal: started before its tests, stopped after them. */
export function withSso(use: (sso: Sso) => void): void {
  let sso: Sso | undefined;
  beforeAll(async () => {
    sso = await startSso();
    use(sso);
  });
  afterAll(() => stopSso(sso));
}

/** GET /auth/oidc/start as a browser with no cookie yet: the provider URL and the cookie set. */
export async function startAtPortal(t: TestApp): Promise<{ location: string; cookie: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oidc/start' });
  if (res.statusCode !== 302) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  const setCookie = String(res.headers['set-cookie']);
  return { location: String(res.headers.location), cookie: setCookie.split(';')[0] };
}

/** The portal's answer to the provider's redirect back (a relative location). */
export async function callback(t: TestApp, callbackUrl: string, cookie?: string) {
  const url = new URL(callbackUrl);
  const res = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return String(res.headers.location);
}

/** Where a browser was sent after the callback, and its sign-in cookie (`lf_oidc=…`). */
export type Landing = { location: string; cookie: string };

/** The whole browser trip, from the portal's button to the portal's redirect after the callback. */
export async function signInThrough(sso: Sso, login: string): Promise<Landing> {
  const start = await startAtPortal(sso.t);
  const back = await signInAtProvider(start.location, login, CALLBACK);
  return { location: await callback(sso.t, back, start.cookie), cookie: start.cookie };
}

/** The one-time code of `/login/oidc#code=…`. */
export const handoffCode = (location: string) =>
  new URL(location, PUBLIC_URL).hash.replace(/^#code=/, '');

/**
 * The SPA's part: trade the code of `/login/oidc#code=…` for a session, from the browser that
 * signed in (its cookie), unless `cookie` names another one (or none: `null`).
 */
export function exchange(
  t: TestApp,
  landing: Landing,
  cookie: string | null = landing.cookie,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oidc/session',
    payload: { code: handoffCode(landing.location) },
    headers: cookie ? { cookie } : {},
  });
}

/** The sso_error a refused sign-in was sent back to the login page with. */
export const refusal = (landing: string | Landing) =>
  new URL(typeof landing === 'string' ? landing : landing.location, PUBLIC_URL).searchParams.get(
    'sso_error',
  );

let counter = 0;
export const uniqueLogin = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}`;
