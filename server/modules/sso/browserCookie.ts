import { newToken } from '../../lib/secrets';

/**
 * The secret that binds a sign-in to the browser that started it: the callback accepts a state
 * only with the cookie whose hash the sign-in stored, and the one-time code the callback hands
 * the SPA is traded only with the same cookie (handoff.ts), so nobody can make another person's
 * browser finish a sign-in they started (login CSRF, docs/security.md#single-sign-on).
 * SameSite=Lax: the provider's redirect back is a top-level GET, which carries it, and the SPA's
 * trade is a same-origin POST under the path; the path keeps it off every other request.
 */
export const COOKIE_NAME = 'lf_oidc';
export const COOKIE_PATH = '/api/v1/auth/oidc';
export const LOGIN_TTL_SECONDS = 600;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The cookie's secret from a Cookie header, when well formed. */
export function readBrowserSecret(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === COOKIE_NAME && TOKEN.test(value)) return value;
  }
  return undefined;
}

/** The secret to use: the browser's own (several tabs may sign in at once), else a new one. */
export const browserSecret = (header: string | undefined) =>
  readBrowserSecret(header) ?? newToken();

function cookie(value: string, maxAge: number, secure: boolean): string {
  const parts = [
    `${COOKIE_NAME}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Set again at each start and at the callback (for the trade that follows); left to expire
 * afterwards, as another tab may still need it.
 */
export const setBrowserCookie = (secret: string, secure: boolean) =>
  cookie(secret, LOGIN_TTL_SECONDS, secure);
